// Runs after `npm install` / `npm ci` (root postinstall). npm itself runs on the machine's Node, which
// may be older than the Node 22 that firebase-admin and the Functions runtime need; the `node` dev
// dependency puts Node 22 first on PATH inside every npm script. Say that once, instead of the screens
// of engine warnings npm would print (.npmrc sets loglevel=error for that reason).
const userAgent = process.env.npm_config_user_agent ?? '';
const npmNode = /node\/v(\d+)/.exec(userAgent)?.[1];
if (npmNode && Number(npmNode) < 22) {
  console.log(
    `Node ${npmNode} runs npm here; this project needs Node 22 and brings it along (the "node" dev ` +
      'dependency): npm start, npm test and every other npm script run on Node 22. Nothing to do.',
  );
}

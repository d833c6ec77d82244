/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Every mail the shop sends to a shopper, in the shop's look (docs/decisions.md rule 82): one layout
// built with react-email's components (tables and inline styles that the common clients, Outlook
// included, lay out alike from 320 px phones to 600 px desktop panes), the pieces with their 320 and
// 640 px picture variants, the shop's identity in the footer, and a plain-text part written from the
// same blocks, so nothing the HTML says is missing from the text.
//
// Rendered with react-dom/server's renderToStaticMarkup, synchronously: mails are built inside
// Firestore transactions (the webhook's, the restock trigger's), which @react-email/render's async
// render would make every builder await. The text part is ours, from the blocks, not an HTML-to-text
// conversion.
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Column } from '@react-email/column';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import {
  DEFAULT_LANGUAGE,
  isPipelinePicture,
  PICTURE_ASPECT,
  pictureVariantUrl,
  shopConfig,
  type Language,
  type MailDoc,
  type ShopIdentity,
} from '@shop/domain';
import type { CSSProperties, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { shopIdentity } from '../config';

/** A product in a mail: its picture (the catalogue's source), name, a detail line and its page. */
export interface MailPiece {
  name: string;
  /** The product's picture as the catalogue stores it (displayImage). */
  picture: string;
  /** "Size M, 1 x € 1.250,00"; "Now on sale: € 990,00". */
  detail?: string;
  /** An order line's amount, beside the name ("1 x Belt (size 95): € 120,00" in the text). */
  amount?: string;
  href?: string;
}

/** One part of a mail's content, shown in the HTML and written out in the text alike. */
export type MailBlock =
  | { kind: 'text'; text: string }
  | { kind: 'heading'; text: string }
  /** A paragraph with a link in it: `before`, the link's words, `after`. */
  | { kind: 'link'; before?: string; text: string; href: string; after?: string }
  | { kind: 'button'; text: string; href: string }
  /** One large picture: the piece a mail is about. */
  | { kind: 'hero'; piece: MailPiece }
  /** A list of pieces, each with a small picture. */
  | { kind: 'pieces'; pieces: MailPiece[] }
  /** Label / amount rows (an order's lines and money); the last is bold when `total`. */
  | { kind: 'rows'; rows: readonly (readonly [string, string])[]; total?: boolean }
  /** Lines under a bold title (an address). */
  | { kind: 'lines'; title: string; lines: string[] };

export interface ShopMailContent {
  subject: string;
  /** The inbox's preview line. */
  preview: string;
  /** "Dear Anna," or "Hello,". */
  greeting: string;
  blocks: MailBlock[];
  /** For a marketing or alert mail: why it came and the one-click way out (the storefront's page). */
  unsubscribe?: { reason: string; text: string; href: string };
  /** The language its words are in (an order's, docs/decisions.md rule 79); English when absent. */
  language?: Language;
}

const COLORS = { ink: '#111111', gold: '#7a5c14', goldLight: '#eadbb8', page: '#fbf8f1', muted: '#555555' };
const FONT = "'Helvetica Neue', Helvetica, Arial, sans-serif";
const SERIF = "Georgia, 'Times New Roman', serif";

const styles = {
  body: { backgroundColor: COLORS.page, margin: 0, padding: '24px 0', fontFamily: FONT, color: COLORS.ink },
  container: {
    backgroundColor: '#ffffff',
    maxWidth: '600px',
    width: '100%',
    border: `1px solid ${COLORS.goldLight}`,
  },
  header: { padding: '28px 32px 12px', textAlign: 'center' },
  brand: {
    fontFamily: SERIF,
    fontSize: '24px',
    letterSpacing: '6px',
    textTransform: 'uppercase',
    color: COLORS.ink,
    textDecoration: 'none',
  },
  content: { padding: '8px 32px 16px' },
  text: { fontSize: '15px', lineHeight: '24px', margin: '0 0 16px' },
  heading: { fontFamily: SERIF, fontSize: '19px', fontWeight: 'normal', margin: '24px 0 12px' },
  link: { color: COLORS.gold, textDecoration: 'underline' },
  button: {
    backgroundColor: COLORS.gold,
    color: '#ffffff',
    fontSize: '14px',
    letterSpacing: '2px',
    textTransform: 'uppercase',
    textDecoration: 'none',
    padding: '14px 28px',
    display: 'inline-block',
  },
  pieceName: { fontSize: '15px', lineHeight: '22px', margin: '0 0 4px', fontWeight: 'bold' },
  pieceDetail: { fontSize: '14px', lineHeight: '20px', margin: 0, color: COLORS.muted },
  rowLabel: { fontSize: '14px', lineHeight: '22px', padding: '4px 0' },
  rowAmount: {
    fontSize: '14px',
    lineHeight: '22px',
    padding: '4px 0',
    textAlign: 'right',
    whiteSpace: 'nowrap',
  },
  hr: { borderColor: COLORS.goldLight, margin: '24px 0' },
  footer: { padding: '0 32px 28px' },
  footerText: { fontSize: '12px', lineHeight: '18px', color: COLORS.muted, margin: '0 0 8px' },
} satisfies Record<string, CSSProperties>;

const absolute = (shopUrl: string, path: string) => `${shopUrl.replace(/\/+$/, '')}${path}`;

/** The picture's variant of `width` (320 or 640 px) as a JPEG, which every mail client shows. */
function pictureUrl(shopUrl: string, picture: string, width: 320 | 640): string {
  return absolute(shopUrl, pictureVariantUrl(picture, width, 'jpeg'));
}

/** Drawn at `width` px from the variant twice as wide: sharp on a phone's and a laptop's screen. */
function Picture({ piece, width, shopUrl }: { piece: MailPiece; width: 160 | 320; shopUrl: string }) {
  if (!isPipelinePicture(piece.picture)) return null;
  const height = Math.round((width * PICTURE_ASPECT.height) / PICTURE_ASPECT.width);
  const image = (
    <Img
      src={pictureUrl(shopUrl, piece.picture, width === 160 ? 320 : 640)}
      width={width}
      height={height}
      alt={piece.name}
      style={{ display: 'block', maxWidth: '100%', height: 'auto', border: 0 }}
    />
  );
  return piece.href ? <Link href={piece.href}>{image}</Link> : image;
}

function Block({ block, shopUrl }: { block: MailBlock; shopUrl: string }): ReactNode {
  switch (block.kind) {
    case 'text':
      return <Text style={styles.text}>{block.text}</Text>;
    case 'heading':
      return (
        <Heading as="h2" style={styles.heading}>
          {block.text}
        </Heading>
      );
    case 'link':
      return (
        <Text style={styles.text}>
          {block.before ? `${block.before} ` : ''}
          <Link href={block.href} style={styles.link}>
            {block.text}
          </Link>
          {block.after ? ` ${block.after}` : ''}
        </Text>
      );
    case 'button':
      return (
        <Section style={{ margin: '8px 0 24px', textAlign: 'center' }}>
          <Button href={block.href} style={styles.button}>
            {block.text}
          </Button>
        </Section>
      );
    case 'hero':
      return (
        <Section style={{ margin: '0 0 16px', textAlign: 'center' }}>
          <Row>
            <Column align="center">
              <Picture piece={block.piece} width={320} shopUrl={shopUrl} />
            </Column>
          </Row>
          <Text style={{ ...styles.pieceName, marginTop: '12px' }}>{block.piece.name}</Text>
          {block.piece.detail && <Text style={styles.pieceDetail}>{block.piece.detail}</Text>}
        </Section>
      );
    case 'pieces':
      return (
        <Section style={{ margin: '0 0 16px' }}>
          {block.pieces.map((piece, index) => (
            <Row key={index} style={{ borderBottom: `1px solid ${COLORS.goldLight}` }}>
              <Column style={{ width: '176px', padding: '12px 16px 12px 0', verticalAlign: 'top' }}>
                <Picture piece={piece} width={160} shopUrl={shopUrl} />
              </Column>
              <Column style={{ padding: '12px 0', verticalAlign: 'top' }}>
                <Text style={styles.pieceName}>
                  {piece.href ? (
                    <Link href={piece.href} style={{ color: COLORS.ink, textDecoration: 'none' }}>
                      {piece.name}
                    </Link>
                  ) : (
                    piece.name
                  )}
                </Text>
                {piece.detail && <Text style={styles.pieceDetail}>{piece.detail}</Text>}
              </Column>
              {piece.amount && (
                <Column style={{ ...styles.rowAmount, padding: '12px 0', verticalAlign: 'top' }}>
                  {piece.amount}
                </Column>
              )}
            </Row>
          ))}
        </Section>
      );
    case 'rows':
      return (
        <Section style={{ margin: '0 0 16px' }}>
          {block.rows.map(([label, amount], index) => {
            const strong = block.total === true && index === block.rows.length - 1;
            const weight = strong ? { fontWeight: 'bold' } : {};
            return (
              <Row key={index}>
                <Column style={{ ...styles.rowLabel, ...weight }}>{label}</Column>
                <Column style={{ ...styles.rowAmount, ...weight }}>{amount}</Column>
              </Row>
            );
          })}
        </Section>
      );
    case 'lines':
      return (
        <Text style={styles.text}>
          <strong>{block.title}</strong>
          {block.lines.map((line, index) => (
            <span key={index}>
              <br />
              {line}
            </span>
          ))}
        </Text>
      );
  }
}

/** The footer's identity lines: who sells, where, under which registrations, how to reach them. */
function identityLines(identity: ShopIdentity): string[] {
  const { address } = identity;
  return [
    `${identity.legalName}, ${address.street}, ${address.postcode} ${address.city}, ${address.countryName}`,
    `KvK ${identity.kvkNumber} · VAT ${identity.vatNumber}`,
    `${identity.email} · ${identity.phone}`,
  ];
}

function ShopMail({
  content,
  identity,
  shopUrl,
}: {
  content: ShopMailContent;
  identity: ShopIdentity;
  shopUrl: string;
}) {
  const { name } = shopConfig;
  return (
    <Html lang={content.language ?? DEFAULT_LANGUAGE} dir="ltr">
      <Head>
        <title>{content.subject}</title>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{content.preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.header}>
            <Link href={absolute(shopUrl, '/')} style={styles.brand}>
              {name}
            </Link>
          </Section>
          <Section style={styles.content}>
            <Text style={styles.text}>{content.greeting}</Text>
            {content.blocks.map((block, index) => (
              <Block key={index} block={block} shopUrl={shopUrl} />
            ))}
            <Text style={styles.text}>{name}</Text>
          </Section>
          <Section style={styles.footer}>
            <Hr style={styles.hr} />
            {content.unsubscribe && (
              <Text style={styles.footerText}>
                {content.unsubscribe.reason}{' '}
                <Link href={content.unsubscribe.href} style={styles.link}>
                  {content.unsubscribe.text}
                </Link>
              </Text>
            )}
            {identityLines(identity).map((line, index) => (
              <Text key={index} style={styles.footerText}>
                {line}
              </Text>
            ))}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

function pieceText(piece: MailPiece): string[] {
  return [
    piece.amount ? `${piece.name}: ${piece.amount}` : piece.name,
    ...(piece.detail ? [piece.detail] : []),
    ...(piece.href ? [piece.href] : []),
  ];
}

/** A link's words and address in the text part: an e-mail address once, a web address after its words. */
function linkText(text: string, href: string): string {
  return href === `mailto:${text}` ? text : `${text}: ${href}`;
}

function blockText(block: MailBlock): string[] {
  switch (block.kind) {
    case 'text':
      return [block.text];
    case 'heading':
      return [block.text.toUpperCase()];
    case 'link':
      return [[block.before, linkText(block.text, block.href), block.after].filter(Boolean).join(' ')];
    case 'button':
      return [`${block.text}: ${block.href}`];
    case 'hero':
      return pieceText(block.piece);
    case 'pieces':
      return block.pieces.flatMap((piece, index) => [...(index > 0 ? [''] : []), ...pieceText(piece)]);
    case 'rows':
      return block.rows.map(([label, amount]) => `${label}: ${amount}`);
    case 'lines':
      return [`${block.title}:`, ...block.lines];
  }
}

/** The plain-text part: every block's words and every link's address, in the HTML's order. */
function mailText(content: ShopMailContent, identity: ShopIdentity): string {
  const { name } = shopConfig;
  return [
    content.greeting,
    '',
    ...content.blocks.flatMap((block) => [...blockText(block), '']),
    name,
    '',
    '--',
    ...(content.unsubscribe
      ? [`${content.unsubscribe.reason} ${content.unsubscribe.text}: ${content.unsubscribe.href}`]
      : []),
    ...identityLines(identity),
  ].join('\n');
}

// HTML5's doctype (standards mode in every current client); XHTML 1.0 Transitional, react-email's
// own, is a parse error to the HTML standard.
const DOCTYPE = '<!DOCTYPE html>';

/** The mail's subject, HTML and text parts, in the shop's layout. */
export function renderShopMail(
  content: ShopMailContent,
  identity: ShopIdentity,
  shopUrl: string,
): MailDoc['message'] {
  const markup = renderToStaticMarkup(<ShopMail content={content} identity={identity} shopUrl={shopUrl} />);
  // React 19 hoists a preload of each picture into <head>: a browser's hint, noise in a mail.
  const html = DOCTYPE + markup.replace(/<link rel="preload" as="image"[^>]*\/>/g, '');
  return { subject: content.subject, html, text: mailText(content, identity) };
}

/** A mail to a shopper in the shop's layout, from the shop's identity, with extra header fields if any. */
export function shopperMail(
  to: string,
  content: ShopMailContent,
  shopUrl: string,
  headers?: Record<string, string>,
): MailDoc {
  const message = renderShopMail(content, shopIdentity(), shopUrl);
  return { to, message: headers ? { ...message, headers } : message };
}

/**
 * "Questions? Write to service@... and quote your order number.": the shop's address as a link;
 * `before` in another language for an order's mail.
 */
export function questionsBlock(after: string, before = 'Questions? Write to'): MailBlock {
  const { email } = shopIdentity();
  return { kind: 'link', before, text: email, href: `mailto:${email}`, after };
}

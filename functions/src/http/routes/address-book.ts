// The address book of /account: up to MAX_SAVED_ADDRESSES addresses an account keeps;
// the checkout offers them. The SPA reads addressBooks/{uid} straight from Firestore (owner only).
import { storeSaveAddressBookBodySchema, type StoreSaveAddressBookParsed } from '@shop/domain';
import { Router, type RequestHandler } from 'express';
import { saveAddressBook } from '../../data/address-books';
import { requestPath } from '../errors';
import { currentCaller, requireUser, validateBody } from '../middleware';
import { requireAccount } from './accounts';

/**
 * PUT customeraddresses, body { addresses }: the caller's whole address book, replacing the saved
 * one. Only an account has one (an anonymous visitor gets 403); it answers the addresses as stored.
 */
export const putAddressBook: RequestHandler = async (req, res) => {
  const caller = currentCaller(res);
  requireAccount(caller, requestPath(req), 'Sign in to your account to keep addresses');
  const { addresses } = req.body as StoreSaveAddressBookParsed;
  await saveAddressBook(caller.uid, addresses);
  res.json({ addresses } satisfies StoreSaveAddressBookParsed);
};

export const addressBookRouter = Router().put(
  '/customeraddresses',
  requireUser,
  validateBody(storeSaveAddressBookBodySchema),
  putAddressBook,
);

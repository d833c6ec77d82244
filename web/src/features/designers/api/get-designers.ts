import { startTransition, useEffect, useState } from 'react';
import { toStoreDesigner, type StoreDesigner } from '@shop/domain';
import { listDesigners } from '@/lib/firebase/catalogue';

export type DesignersState =
  | { status: 'loading' }
  /** The index and the menu say it in their words (`designerList.failed`). */
  | { status: 'error' }
  | { status: 'success'; designers: StoreDesigner[] };

// One read per visit: the designers page and the header's menu share it. A failed read is forgotten,
// so the next attempt reads again.
let designersRead: Promise<StoreDesigner[]> | null = null;

function readDesigners(): Promise<StoreDesigner[]> {
  designersRead ??= listDesigners().then(
    (designers) => designers.map(toStoreDesigner),
    (error: unknown) => {
      designersRead = null;
      throw error;
    },
  );
  return designersRead;
}

/** The designers (brands with store products), read from Firestore. */
export function useDesigners(): DesignersState {
  const [state, setState] = useState<DesignersState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    readDesigners().then(
      (designers) => {
        // Arriving data renders as a transition: in slices, not one task that blocks a phone.
        if (current) startTransition(() => setState({ status: 'success', designers }));
      },
      (error: unknown) => {
        console.error('Could not load the designers', error);
        if (current) {
          startTransition(() => setState({ status: 'error' }));
        }
      },
    );
    return () => {
      current = false;
    };
  }, []);

  return state;
}

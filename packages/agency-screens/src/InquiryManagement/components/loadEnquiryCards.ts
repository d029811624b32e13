import { lazy } from 'react';

/**
 * The card list and its sort control, shown below the table's width only: a wide screen never loads
 * them (react-aria's grid list and its selection code), a narrow one loads them with the list.
 */
const loadEnquiryCardList = () => import('./EnquiryCardList');
const loadEnquiryCardSort = () => import('./EnquiryCardSort');

export const LazyEnquiryCardList = lazy(() => loadEnquiryCardList().then((module) => ({ default: module.EnquiryCardList })));
export const LazyEnquiryCardSort = lazy(() => loadEnquiryCardSort().then((module) => ({ default: module.EnquiryCardSort })));

/**
 * Injection tokens of the use cases. The UI, the CLI and the features resolve use cases by these tokens,
 * so a screen never imports the classes that would pull heavy code into the first route.
 */
export const USE_CASES = {
  loadRestaurant: Symbol.for('ordering.useCase.LoadRestaurant'),
  loadCatalogue: Symbol.for('ordering.useCase.LoadCatalogue'),
  // Issue 20.3: an open menu's stock and busy time, live (resolve it with container.getAsync).
  followMenuAvailability: Symbol.for('ordering.useCase.FollowMenuAvailability'),
  restoreBasket: Symbol.for('ordering.useCase.RestoreBasket'),
  addToBasket: Symbol.for('ordering.useCase.AddToBasket'),
  changeBasketQuantity: Symbol.for('ordering.useCase.ChangeBasketQuantity'),
  removeFromBasket: Symbol.for('ordering.useCase.RemoveFromBasket'),
  computeTotals: Symbol.for('ordering.useCase.ComputeTotals'),
  // Issue 18: the checkout's totals (discounts, the amount to pay); the browser builds it in the checkout's chunk.
  computeCheckoutTotals: Symbol.for('ordering.useCase.ComputeCheckoutTotals'),
  placeOrder: Symbol.for('ordering.useCase.PlaceOrder'),
  placeTableOnlyOrder: Symbol.for('ordering.useCase.PlaceTableOnlyOrder'),
  submitOrderPayload: Symbol.for('ordering.useCase.SubmitOrderPayload'),
  getOrderStatus: Symbol.for('ordering.useCase.GetOrderStatus'),
  trackOrder: Symbol.for('ordering.useCase.TrackOrder'),
  logClientWarning: Symbol.for('ordering.useCase.LogClientWarning'),
  addFormulaToBasket: Symbol.for('ordering.useCase.AddFormulaToBasket'),
  editBasketLine: Symbol.for('ordering.useCase.EditBasketLine'),
  putBackBasketLine: Symbol.for('ordering.useCase.PutBackBasketLine'),
  loadBestSellers: Symbol.for('ordering.useCase.LoadBestSellers'),
  suggestProducts: Symbol.for('ordering.useCase.SuggestProducts'),
  welcomeMessage: Symbol.for('ordering.useCase.WelcomeMessage'),
  cookieConsent: Symbol.for('ordering.useCase.CookieConsent'),
  loadRoomDirectory: Symbol.for('ordering.useCase.LoadRoomDirectory'),
  trackRoomDirectoryClick: Symbol.for('ordering.useCase.TrackRoomDirectoryClick'),
  openHighlightProduct: Symbol.for('ordering.useCase.OpenHighlightProduct'),
  trackProductEvent: Symbol.for('ordering.useCase.TrackProductEvent'),
  clearSlotForPreparationTime: Symbol.for('ordering.useCase.ClearSlotForPreparationTime'),
  dropLinesNotAvailableOnDay: Symbol.for('ordering.useCase.DropLinesNotAvailableOnDay'),
  // Issue 18, checkout 7: the promo code check (the same symbol as CHECK_PROMO_CODE); resolve with container.getAsync.
  checkPromoCode: Symbol.for('ordering.useCase.CheckPromoCode'),
  // Issue 18, checkout 7: the loyalty programme's use cases (the same symbols as CONNECT_LOYALTY, CALCULATE_LOYALTY_ORDER); resolve with container.getAsync.
  connectLoyalty: Symbol.for('ordering.useCase.ConnectLoyalty'),
  calculateLoyaltyOrder: Symbol.for('ordering.useCase.CalculateLoyaltyOrder'),
  checkLoyaltyOffers: Symbol.for('ordering.useCase.CheckLoyaltyOffers'),
  // --- shared carts (issue 6, browsing 2.1 and 6): resolve them with container.getAsync ---
  shareBasket: Symbol.for('ordering.useCase.ShareBasket'),
  openSharedCart: Symbol.for('ordering.useCase.OpenSharedCart'),
  // --- after ordering (issue 7, checkout 2 and 7): resolve with container.getAsync ---
  requestReceipt: Symbol.for('ordering.useCase.RequestReceipt'),
  findTablePayment: Symbol.for('ordering.useCase.FindTablePayment'),
  watchOrderValidation: Symbol.for('ordering.useCase.WatchOrderValidation'),
  // --- checkout hub (issue 7, checkout 3): the last orders' contact infos ---
  savedInfosBook: Symbol.for('ordering.useCase.SavedInfosBook'),
  validateCheckout: Symbol.for('ordering.useCase.ValidateCheckout'),
  // --- customer accounts (issue 8, accounts 2 to 8): resolve with container.getAsync ---
  login: Symbol.for('ordering.useCase.Login'),
  register: Symbol.for('ordering.useCase.Register'),
  logout: Symbol.for('ordering.useCase.Logout'),
  forgotPassword: Symbol.for('ordering.useCase.ForgotPassword'),
  checkResetToken: Symbol.for('ordering.useCase.CheckResetToken'),
  resetPassword: Symbol.for('ordering.useCase.ResetPassword'),
  getProfile: Symbol.for('ordering.useCase.GetProfile'),
  updateProfile: Symbol.for('ordering.useCase.UpdateProfile'),
  changePassword: Symbol.for('ordering.useCase.ChangePassword'),
  loadDashboard: Symbol.for('ordering.useCase.LoadDashboard'),
  setFavourite: Symbol.for('ordering.useCase.SetFavourite'),
  // --- order history (issue 8, accounts 2, 7, 9) ---
  listOrderHistory: Symbol.for('ordering.useCase.ListOrderHistory'),
  orderAgain: Symbol.for('ordering.useCase.OrderAgain'),
} as const;

/** accounts 2: the signed-in customer's session in this browser (core AccountSessionStore). */
export const ACCOUNT_SESSION_STORE = Symbol.for('ordering.AccountSessionStore');

/** The platform's own address, under which its pages live (checkout 7: the table payment page). */
export const PLATFORM_BASE_URL = Symbol.for('ordering.PlatformBaseUrl');

export const BASKET_STORE = Symbol.for('ordering.BasketStore');
/** browsing 4: the chosen time slot of each restaurant (the checkout's slot picker chooses it). */
export const CHOSEN_TIME_SLOT_STORE = Symbol.for('ordering.ChosenTimeSlotStore');

/** The /auth screen and its toasts (§2, §5, §8). */
export const auth = {
  heroTitle: 'Welcome aboard {brand}',
  heroSubtitle:
    'Your personal concierge for the Red Sea: dining, spa, excursions and more, in English and Arabic.',
  figures: {
    diningVenues: 'Dining Venues',
    decks: 'Decks',
    cabins: 'Cabins',
    guests: 'Guests',
  },
  loginTab: 'Login',
  registerTab: 'Register',
  username: 'Username',
  password: 'Password',
  fullName: 'Full Name',
  roomNumber: 'Room Number',
  deck: 'Deck',
  loginButton: 'Sign In',
  registerButton: 'Create Account',
  loginPending: 'Signing in...',
  registerPending: 'Creating account...',
  loginSuccess: 'Login successful',
  loginSuccessBody: 'Welcome back, {fullName}!',
  loginFailed: 'Login failed',
  registerSuccess: 'Account created',
  registerSuccessBody: 'Welcome to {brand}! Your concierge is ready.',
  registerFailed: 'Registration failed',
  tooManyAttempts: 'Too many failed login attempts. Please try again in {minutes} min.',
  /** Server messages of sign-in and registration, in the server's English (localised by the forms). */
  validation: {
    commonPassword: 'This password is too common. Please choose one that is harder to guess.',
    usernameTaken: 'Username already exists',
    invalidCredentials: 'Invalid username or password',
  },
} as const;

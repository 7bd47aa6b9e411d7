/** Registrations per client address, for the hourly limit (accounts/registration-limit.ts). */
import type { Executor } from '../db/database.ts'
import { registrationAttempts } from '../db/schema/index.ts'
import { clientRequestsRepository, type ClientRequestsRepository } from './client-requests-repository.ts'

export const registrationAttemptsRepository = (db: Executor): ClientRequestsRepository =>
  clientRequestsRepository(db, registrationAttempts)

export type RegistrationAttemptsRepository = ClientRequestsRepository

import type { Profile, UserInfo } from '#shared/contracts/users';
import type { UserRow } from './users.repository';

/** The API shape of the caller's account, as `infor` answers it. */
export function toUserInfo(row: UserRow): UserInfo {
  return {
    _id: row.id,
    fname: row.fname,
    lname: row.lname,
    email: row.email,
    role: row.role,
    homeCurrency: row.homeCurrency,
    locale: row.locale,
  };
}

/** The API shape of a profile: never the password hash. */
export function toProfile(row: UserRow): Profile {
  return {
    _id: row.id,
    fname: row.fname,
    lname: row.lname,
    email: row.email,
    birthday: row.birthday,
    city: row.city,
    state: row.state,
    zip: row.zip,
    role: row.role,
    homeCurrency: row.homeCurrency,
    locale: row.locale,
  };
}

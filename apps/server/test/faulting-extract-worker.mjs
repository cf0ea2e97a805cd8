// A parse worker entry for tests only: its thread fails as it starts, before any reading is given to it.
throw new Error('this parse worker cannot start');

//! An IR interpreter: the oracle that checks passes without a back end.

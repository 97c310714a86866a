"""Getsu Fuhma (21887179), Effect Monster."""
from duelist.cards.common import TRIGGER, Effect
from duelist.cards.scripts.c57281778_ryu_kokki import _opponent, resolve  # (the monster it battled, destroyed)
from duelist.engine import state as S

DESCRIPTION = ("Level 4 DARK Warrior, 1700 / 1200. A Fiend or Zombie that battled it is destroyed "
               "at the end of the Damage Step (mandatory; even if this card was destroyed in that "
               "battle). Ryu Kokki's effect, for other Types.")

RACES = ("Fiend", "Zombie")


def match(ctx, ev):
    other = _opponent(ctx, ev)
    return other is not None and other.location == S.MZONE and other.face_up and ctx.race(other) in RACES


# (the 2005 text, IOC-089, and today's do the same: no ERAS entry)
EFFECTS = [Effect(TRIGGER, events="damage_step_end", match=match, range=(S.MZONE, S.GRAVE), resolve=resolve,
                  destroys=True, label="destroy the Fiend or Zombie")]

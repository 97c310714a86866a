"""Harpie Lady 3 (54415063), Effect Monster."""
from duelist.cards.common import APPLY, DS_ALWAYS, Effect, H, L, opponents_turn, own_turn
from duelist.engine import state as S

DESCRIPTION = ("Level 4 WIND Winged Beast, 1300 ATK / 1400 DEF. Its name is always \"Harpie Lady\" "
               "(in every place, any way up). A monster that battles it cannot declare an attack "
               "during its controller's next 2 turns (applied after damage calculation, no chain "
               "link; the monster keeps it while it stays on the field).")

NAME_AS = 76812113      # (a rule of the card, not an effect)


def battled(ctx, ev):
    """It went through damage calculation with a monster (not a direct attack)."""
    return ev["uid"] == ctx.card.uid and ev.get("opponent") is not None


def lock(ctx):
    other = ctx.card_by_uid(ctx.event["opponent"])
    if other is None or other.location != S.MZONE:
        return
    # (its controller's next 2 turns, this one not counted: counted from Harpie Lady 3's player)
    ctx.lasting(L.CANNOT_ATTACK, other, until=own_turn(2) if other.controller == ctx.player else opponents_turn(2))


# The 2005 text (RDS) and today's do the same: no ERAS entry.
EFFECTS = [Effect(APPLY, events=H.BATTLED, match=battled, resolve=lock, damage_step=DS_ALWAYS,
                  label="the monster it battled cannot attack for 2 turns")]

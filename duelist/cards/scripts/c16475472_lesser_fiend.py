"""Lesser Fiend (16475472), Effect Monster."""
from duelist.cards.common import CONTINUOUS, C, Effect

DESCRIPTION = ("Level 5 DARK Fiend, 2100 / 1000. While it is face-up on the field, whatever it beats "
               "in battle is banished, never reaching the GY (not when Lesser Fiend falls in that same "
               "battle).")


def _banished_instead(ctx, card):
    """The monster it battles, once that monster's destruction by the battle is decided."""
    me = ctx.card
    attack = ctx.attack
    if card is me or attack is None or me.uid not in attack or card.uid not in attack:
        return False
    return ctx.destroyed_by_battle_now(card)


# (the 2005 text, LOD-003: "removed from play instead of going to the Graveyard", and today's
# "banished" do the same: no ERAS entry)
EFFECTS = [Effect(CONTINUOUS, tag=C.BANISH_INSTEAD, affects=_banished_instead, label="banish its battle victims")]

"""Hiro's Shadow Scout (81863068), Flip Effect Monster."""
from duelist.cards.common import FLIP, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 2 DARK Fiend (650/500). When it is flipped face-up, your opponent draws 3 "
               "cards and shows them to you; the Spell Cards among them are discarded.")


def resolve(ctx):
    drawn = ctx.draw(ctx.opponent, 3) or []
    if not drawn:
        return
    ctx.reveal(drawn, ctx.player)
    spells = [c for c in drawn if c.data.card_type == "Spell" and c.location == S.HAND]
    if spells:
        ctx.then()
        ctx.discard(spells)


# The 2005 text (MRL: the opponent draws 3 cards, all 3 are checked and the Magic Cards among
# them discarded) does what today's does: no ERAS entry.
EFFECTS = [Effect(FLIP, resolve=resolve, discards="opponent", label="the opponent draws 3; discard the Spells")]

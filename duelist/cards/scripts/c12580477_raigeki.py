"""Raigeki (12580477), Normal Spell."""
from duelist.cards.common import activate

DESCRIPTION = "Normal Spell: destroys every monster the opponent controls (face-down ones too)."


def _opponent_has_a_monster(ctx):
    return bool(ctx.monsters("opp"))


# One meaning in both eras (the LOB print and today's: destroy all monsters your opponent controls):
# no ERAS entry. Forbidden in the Goat list, scripted so that Anti Raigeki has something to answer.
EFFECTS = [activate(lambda ctx: ctx.destroy(ctx.monsters("opp")), condition=_opponent_has_a_monster,
                    destroys=True, label="Raigeki")]

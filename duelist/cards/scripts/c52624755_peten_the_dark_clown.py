"""Peten the Dark Clown (52624755), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import TRIGGER, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 3 DARK Spellcaster (500/1200). When it is sent to the GY (from anywhere), its "
               "owner may banish it from the GY (the cost) to Special Summon 1 Peten the Dark Clown "
               "from their hand or Deck; a \"when ... you can\" effect, which misses its timing.")

CODE = 52624755


def _summonable_copies(ctx):
    return [c for c in K.copies_of(ctx, CODE, ("hand", "deck")) if c is not ctx.card and ctx.can_special_summon(c)]


def _cost(ctx):
    ctx.banish([ctx.card], "cost")


def _resolve(ctx):
    yield from K.summon_copy(ctx, CODE, ("hand", "deck"), "Peten the Dark Clown: Special Summon which copy?")


# The 2005 text (PGD, 2004: when sent to the Graveyard, you can remove it from play to Special Summon
# 1 "Peten the Dark Clown" from your hand or Deck) does what today's does: no ERAS entry.
EFFECTS = [Effect(TRIGGER, events="moved", range=(S.GRAVE,), match=K.is_self_move, optional=True, when=True,
                  can_pay=lambda ctx: ctx.card.location == S.GRAVE,
                  condition=lambda ctx: bool(_summonable_copies(ctx)), cost=_cost, resolve=_resolve,
                  grave_banish="own", special_summons=True,
                  label="banish it: Special Summon a Peten the Dark Clown from the hand or Deck")]

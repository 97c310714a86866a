"""Multiplication of Ants (22493811), Normal Spell."""
from duelist.cards.common import activate, choose_summon_position
from duelist.cards.db import get_card
from duelist.engine import state as S

DESCRIPTION = ("Normal Spell: Tribute 1 Insect monster you control (a cost) to Special Summon two Army "
               "Ant Tokens (Level 4 EARTH Insect, 500/1200), both or none, each in the position you "
               "pick; they cannot be Tributed for a Tribute Summon.")

ARMY_ANT_TOKEN = 22493812      # the card database's Token record


def _insect(ctx, card):
    # an Insect monster of mine (face-down too: its owner knows what it is), that may be Tributed
    return card.location == S.MZONE and ctx.race(card) == "Insect" and not ctx.cannot_be_tributed(card)


def _can_pay(ctx):
    # the Tribute frees one zone: one more free zone makes the two the Tokens need
    return ctx.free_monster_zone_count() >= 1 and not ctx.summon_locked() and ctx.any_card("monsters", _insect)


def _tribute_an_insect(ctx):
    insects = [c for c in ctx.tributable(ctx.monsters("me")) if _insect(ctx, c)]
    chosen = yield from ctx.choose_cards(insects, 1, prompt="Multiplication of Ants: Tribute which Insect?")
    ctx.send_to_grave(chosen, "tribute")


def resolve(ctx):
    if ctx.free_monster_zone_count() < 2 or ctx.summon_locked():
        return                 # both or none
    data = get_card(ARMY_ANT_TOKEN)
    for _ in range(2):
        position = yield from choose_summon_position(ctx)
        token = ctx.create_token(data, position)
        if token is not None:
            token.info = {"no_tribute_summon": True}     # read by the engine's Tribute rules


# The 2005 text (IOC-098: offer 1 Insect-Type monster as a Tribute; two Army Ant Tokens; not offered as
# a Tribute for a Tribute Summon) does what today's does: no ERAS entry.
EFFECTS = [activate(resolve, special_summons=True, cost=_tribute_an_insect, can_pay=_can_pay)]

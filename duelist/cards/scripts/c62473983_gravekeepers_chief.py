"""Gravekeeper's Chief (62473983), Effect Monster."""
from duelist.cards.common import TRIGGER, Effect, Target, choose_summon_position
from duelist.cards.scripts.c47355498_necrovalley import is_gravekeeper
from duelist.engine import state as S

DESCRIPTION = ("Level 5 DARK Spellcaster. A player may control only one of it; its "
               "controller's Graveyard ignores Necrovalley. When it is Tribute Summoned, its "
               "controller may pick a Gravekeeper's monster in their own Graveyard and Special "
               "Summon it.")


def _tribute_summoned(ctx, ev):
    return ev.get("cid") == ctx.card.cid and ev.get("uid") == ctx.card.uid and ev.get("kind") == "tribute"


def _my_grave(ctx):
    return ctx.grave("me")


def _revivable(ctx, card):
    return card.location == S.GRAVE and card.owner == ctx.player and card.data.card_type == "Monster" and \
        is_gravekeeper(card) and ctx.can_special_summon(card)


def resolve(ctx):
    for card in ctx.targets:
        position = yield from choose_summon_position(ctx, card)
        ctx.special_summon(card, position=position)


ONLY_ONE = True       # you can only control 1 (the engine refuses a second)

EFFECTS = [Effect(TRIGGER, events="summoned", match=_tribute_summoned, optional=True, when=True,
                  resolve=resolve, special_summons=True,
                  target=Target(_my_grave, filter=_revivable,
                                prompt="Gravekeeper's Chief: Special Summon which monster?"),
                  label="revive a Gravekeeper's")]

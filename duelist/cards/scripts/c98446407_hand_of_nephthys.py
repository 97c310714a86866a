"""Hand of Nephthys (98446407), Effect Monster."""
from duelist.cards.common import IGNITION, Effect, choose_summon_position, shuffle_deck
from duelist.engine import state as S

DESCRIPTION = ("Level 2 WIND Spellcaster. In its controller's Main Phase they may Tribute it and "
               "one other monster they control (a cost) to Special Summon a Sacred Phoenix of "
               "Nephthys from their hand or Deck.")

PHOENIX = 61441708


def _phoenixes(ctx):
    return [c for c in ctx.hand("me") + ctx.deck("me") if c.data.code == PHOENIX]


def _others(ctx):
    return [c for c in ctx.monsters("me") if c is not ctx.card]


def can_pay(ctx):
    return bool(_others(ctx)) and bool(_phoenixes(ctx))      # the Tributes free the zone


def cost(ctx):
    other = yield from ctx.choose_cards(_others(ctx), 1, prompt="Hand of Nephthys: Tribute which other monster?")
    ctx.send_to_grave([ctx.card] + other, "tribute")


def resolve(ctx):
    found = [c for c in _phoenixes(ctx) if ctx.can_special_summon(c)]
    if not found:
        return
    chosen = yield from ctx.choose_cards(found, 1, prompt="Hand of Nephthys: Special Summon which Sacred Phoenix?")
    from_deck = chosen[0].location == S.DECK
    position = yield from choose_summon_position(ctx, chosen[0])
    ctx.special_summon(chosen[0], position=position)
    if from_deck:
        shuffle_deck(ctx)


EFFECTS = [Effect(IGNITION, can_pay=can_pay, cost=cost, resolve=resolve,
                  label="Tribute this and 1 monster: Special Summon Sacred Phoenix")]

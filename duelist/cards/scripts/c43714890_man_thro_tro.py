"""Man-Thro' Tro' (43714890), Effect Monster."""
from duelist.cards.common import IGNITION, Effect

DESCRIPTION = ("Level 4 EARTH Beast-Warrior (1000/1000). In its controller's Main Phase, as often as "
               "they like, they Tribute 1 Normal Monster they control (not a Token; a cost) to deal "
               "800 damage to the opponent.")


def _normal(ctx, card):
    return "Normal" in (card.data.kinds or ()) and not card.data.is_token


def _fodder(ctx):
    return [c for c in ctx.tributable(ctx.monsters("me")) if _normal(ctx, c)]


def can_pay(ctx):
    return bool(_fodder(ctx))


def cost(ctx):
    chosen = yield from ctx.choose_cards(_fodder(ctx), 1, prompt="Man-Thro' Tro': Tribute which Normal Monster?")
    ctx.send_to_grave(chosen, "tribute")


def resolve(ctx):
    ctx.damage(ctx.opponent, 800)


# One meaning in both eras (the AST print and the OCG text of 《人投げトロール》, yugioh-wiki.net: an
# ignition effect, no limit a turn; a Normal Monster other than a Token, never itself): no ERAS entry.
# Our reading: a Set Normal Monster may be Tributed too (its controller knows what it is).
EFFECTS = [Effect(IGNITION, can_pay=can_pay, cost=cost, resolve=resolve,
                  label="Tribute 1 Normal Monster: 800 damage", inflicts_damage="opponent")]

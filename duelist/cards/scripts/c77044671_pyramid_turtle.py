"""Pyramid Turtle (77044671), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect, choose_summon_position
from duelist.engine import state as S

DESCRIPTION = ("Level 4 EARTH Zombie. When a battle destroys it and it lands in the GY, its owner "
               "may call a Zombie whose DEF is 2000 or less straight from the Deck onto the field "
               "(a \"when\" effect: it can miss the timing; usable in the damage step).")


def fits(ctx, card):
    return card.data.card_type == "Monster" and card.data.race == "Zombie" and \
        (card.data.defense or 0) <= 2000 and ctx.can_special_summon(card)


def match(ctx, ev):
    return K.is_self_move(ctx, ev) and K.destroyed_by_battle(ev)


def condition(ctx):
    return any(fits(ctx, c) for c in ctx.deck("me"))


def resolve(ctx):
    fitting = [c for c in ctx.deck("me") if fits(ctx, c)]
    if fitting:
        chosen = yield from ctx.choose_cards(fitting, 1,
                                             prompt="Pyramid Turtle: Special Summon which Zombie?")
        if chosen:
            position = yield from choose_summon_position(ctx, chosen[0])
            ctx.special_summon(chosen[0], position=position)
    K.shuffle_deck(ctx)


EFFECTS = [Effect(TRIGGER, events="moved", range=(S.GRAVE,), match=match, optional=True, when=True,
                  damage_step=DS_ALWAYS, condition=condition, resolve=resolve, label="summon a Zombie")]

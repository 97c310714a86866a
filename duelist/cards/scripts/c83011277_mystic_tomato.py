"""Mystic Tomato (83011277), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 4 Plant. When it is destroyed by battle and goes to the GY, its owner may "
               "Special Summon a DARK monster with 1500 or less ATK from their Deck in Attack "
               "Position (a \"when\" effect: it can miss the timing; usable in the damage step).")


def fits(ctx, card):
    return card.data.card_type == "Monster" and card.data.attribute == "DARK" and \
        (card.data.atk or 0) <= 1500 and ctx.can_special_summon(card)


def match(ctx, ev):
    return K.is_self_move(ctx, ev) and K.destroyed_by_battle(ev)


def condition(ctx):
    return any(fits(ctx, c) for c in ctx.deck("me"))


def resolve(ctx):
    fitting = [c for c in ctx.deck("me") if fits(ctx, c)]
    if not fitting:
        K.shuffle_deck(ctx)
        return
    chosen = yield from ctx.choose_cards(fitting, 1,
                                         prompt="Mystic Tomato: Special Summon which DARK monster?")
    if chosen:
        ctx.special_summon(chosen[0], position=S.FACEUP_ATTACK)
    K.shuffle_deck(ctx)


EFFECTS = [Effect(TRIGGER, events="moved", range=(S.GRAVE,), match=match, optional=True, when=True,
                  damage_step=DS_ALWAYS, condition=condition, resolve=resolve, label="float")]

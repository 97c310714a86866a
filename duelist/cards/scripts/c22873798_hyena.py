"""Hyena (22873798), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect, choose_summon_position, shuffle_deck
from duelist.engine import state as S

DESCRIPTION = ("Level 3 EARTH Beast. When it is destroyed by battle and sent to the GY, its owner "
               "may Special Summon as many \"Hyena\" from their Deck as they like (at least one), "
               "each in the position they choose (a \"when\" effect: it can miss the timing; usable "
               "in the damage step).")

CODE = 22873798


def _hyenas(ctx):
    return [c for c in ctx.deck("me") if c.data.code == CODE and ctx.can_special_summon(c)]


def match(ctx, ev):
    return K.is_self_move(ctx, ev) and K.destroyed_by_battle(ev)


def condition(ctx):
    return bool(_hyenas(ctx)) and ctx.free_monster_zone_count() > 0


def resolve(ctx):
    fits = _hyenas(ctx)
    room = min(len(fits), ctx.free_monster_zone_count())
    if room:
        chosen = yield from ctx.choose_cards(fits, room, minimum=1,
                                             prompt="Hyena: Special Summon how many from the Deck?")
        for card in chosen:
            position = yield from choose_summon_position(ctx, card)
            ctx.special_summon(card, position=position)
    shuffle_deck(ctx)


EFFECTS = [Effect(TRIGGER, events="moved", range=(S.GRAVE,), match=match, optional=True, when=True,
                  damage_step=DS_ALWAYS, condition=condition, resolve=resolve, special_summons=True,
                  label="Special Summon Hyenas from the Deck")]

"""Nimble Momonga (22567609), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect, shuffle_deck
from duelist.engine import state as S

DESCRIPTION = ("Level 2 EARTH Beast. When it is destroyed by battle and goes to the GY, its owner "
               "gains 1000 LP, then may Special Summon as many \"Nimble Momonga\" from their Deck "
               "as they like, in face-down Defense Position (not optional as a whole; usable in the "
               "damage step).")

CODE = 22567609


def match(ctx, ev):
    return K.is_self_move(ctx, ev) and K.destroyed_by_battle(ev)


def resolve(ctx):
    ctx.recover(ctx.player, 1000)
    ctx.then()
    fits = [c for c in ctx.deck("me") if c.data.code == CODE and ctx.can_special_summon(c)]
    room = min(len(fits), ctx.free_monster_zone_count())
    if room:
        chosen = yield from ctx.choose_cards(fits, room, minimum=0,
                                             prompt="Nimble Momonga: Special Summon how many from the Deck?")
        for card in chosen:
            ctx.special_summon(card, position=S.FACEDOWN_DEFENSE)
        shuffle_deck(ctx)


EFFECTS = [Effect(TRIGGER, events="moved", range=(S.GRAVE,), match=match, damage_step=DS_ALWAYS,
                  resolve=resolve, special_summons=True, label="gain 1000 LP, summon Nimble Momonga")]

"""Giant Germ (95178994), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect, shuffle_deck
from duelist.engine import state as S

DESCRIPTION = ("Level 2 DARK Fiend. When it is destroyed by battle and goes to the GY, the opponent "
               "takes 500 damage, then its owner may Special Summon as many \"Giant Germ\" from "
               "their Deck as they like, in face-up Attack Position (not optional as a whole; usable "
               "in the damage step).")

CODE = 95178994


def match(ctx, ev):
    return K.is_self_move(ctx, ev) and K.destroyed_by_battle(ev)


def resolve(ctx):
    ctx.damage(ctx.opponent, 500)
    ctx.then()
    fits = [c for c in ctx.deck("me") if c.data.code == CODE and ctx.can_special_summon(c)]
    room = min(len(fits), ctx.free_monster_zone_count())
    if room:
        chosen = yield from ctx.choose_cards(fits, room, minimum=0,
                                             prompt="Giant Germ: Special Summon how many from the Deck?")
        for card in chosen:
            ctx.special_summon(card, position=S.FACEUP_ATTACK)
        shuffle_deck(ctx)


# (the 2005 text and today's do the same: no ERAS entry; Nimble Momonga's shape)
EFFECTS = [Effect(TRIGGER, events="moved", range=(S.GRAVE,), match=match, damage_step=DS_ALWAYS,
                  resolve=resolve, special_summons=True, label="500 damage, summon Giant Germ",
                  inflicts_damage="opponent")]

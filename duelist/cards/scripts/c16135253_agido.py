"""Agido (16135253), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect, choose_summon_position
from duelist.engine import state as S

DESCRIPTION = ("Level 4 EARTH Fairy (1500/1300). When it is destroyed by battle and sent to the GY, "
               "its controller rolls a die and Special Summons 1 Fairy monster from their GY whose "
               "Level equals the result (on a 6: any Fairy of Level 6 or more), itself included "
               "(not optional; nothing when none fits).")


def match(ctx, ev):
    return K.is_self_move(ctx, ev) and K.destroyed_by_battle(ev)


def _fits(roll):
    def fits(ctx, card):
        level = card.data.level or 0
        return (card.data.card_type == "Monster" and card.data.race == "Fairy"
                and (level == roll or (roll == 6 and level >= 6))
                and ctx.can_special_summon(card) and not ctx.grave_guarded(card))
    return fits


def resolve(ctx):
    roll = ctx.roll_die()
    found = ctx.cards_where("grave", _fits(roll))
    if not found:
        return
    chosen = yield from ctx.choose_cards(found, 1, prompt="Agido: Special Summon which Fairy (Level %d%s)?"
                                         % (roll, " or more" if roll == 6 else ""))
    position = yield from choose_summon_position(ctx, chosen[0])
    ctx.special_summon(chosen[0], position=position)


# (the 2005 print, DCR-080, and today's do the same: a mandatory trigger; no ERAS entry)
EFFECTS = [Effect(TRIGGER, events="moved", range=(S.GRAVE,), match=match, resolve=resolve,
                  damage_step=DS_ALWAYS, special_summons=True, leaves_grave=True,
                  label="roll a die: Special Summon a Fairy of that Level from the GY")]

"""Mystic Swordsman LV2 (47507260), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import STATE, TRIGGER, During, Effect, M
from duelist.engine import state as S

DESCRIPTION = ("Level 2 EARTH Warrior. When it attacks a face-down Defense Position monster, at the "
               "start of the Damage Step that monster is destroyed by this effect, still face-down "
               "(no flip, no damage calculation). In the End Phase of a turn in which it destroyed a "
               "monster by battle, its controller may send it to the GY to Special Summon \"Mystic "
               "Swordsman LV4\" from the hand or Deck.")

LV4 = 74591968
VICTIMS = M.BATTLE_VICTIMS      # a mark on this object: [turn, [cid, ...]] of monsters it destroyed by battle


def battle_victim_now(ctx):
    """The monster this card battles whose destruction by that battle is decided, or None."""
    card = ctx.card
    attack = ctx.attack
    if attack is None or card.location != S.MZONE or card.uid not in attack:
        return None
    other = attack[1] if attack[0] == card.uid else attack[0]
    victim = ctx.card_by_uid(other) if other != "player" else None
    return victim if victim is not None and ctx.destroyed_by_battle_now(victim) else None


def victims(ctx):
    mark = ctx.marked(ctx.card, VICTIMS)
    return mark[1] if mark and mark[0] == ctx.turn else []


def new_victim(ctx):
    victim = battle_victim_now(ctx)
    return victim is not None and victim.cid not in victims(ctx)


def note_victim(ctx):
    ctx.mark(ctx.card, VICTIMS, [ctx.turn, victims(ctx) + [battle_victim_now(ctx).cid]])


def lv4(ctx, card):
    return card.data.code == LV4 and ctx.can_special_summon(card, leaving=(ctx.card,))


def end_phase(ctx, ev):
    return ev.get("phase") == S.PHASE_END and bool(victims(ctx))


def can_level_up(ctx):
    return ctx.any_card("hand", lv4) or ctx.any_card("deck", lv4)


def cost(ctx):
    ctx.send_to_grave([ctx.card], "cost")


def level_up(ctx):
    yield from K.summon_copy(ctx, LV4, ("hand", "deck"), "Mystic Swordsman LV2: Special Summon which LV4?")


EFFECTS = [
    K.destroy_attacked_in(S.FACEDOWN_DEFENSE, "destroy the face-down monster it attacks"),
    # (a fact noted, not an effect: what it destroyed by battle)
    Effect(STATE, condition=new_victim, resolve=note_victim, while_negated=True,
           label="note a monster it destroys by battle"),
    Effect(TRIGGER, events="phase", during=During(own=(S.PHASE_END,), opponent=(S.PHASE_END,)), match=end_phase,
           optional=True, condition=can_level_up, can_pay=lambda ctx: ctx.can_send_to_grave([ctx.card]), cost=cost, resolve=level_up, special_summons=True,
           label="send it to the GY: Special Summon Mystic Swordsman LV4"),
]

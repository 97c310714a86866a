"""Tragoedia (98777036), Effect Monster."""
from duelist.cards.common import (C, CONTINUOUS, DS_ALWAYS, END_OF_TURN, IGNITION, TRIGGER, Effect, Target,
                                  choose_summon_position)
from duelist.engine import state as S

DESCRIPTION = ("Level 10 DARK Fiend (?/?). When you take battle damage, you can Special Summon it "
               "from your hand. It gains 600 ATK and DEF for each card in your hand. Once per "
               "turn, you can send a monster from your hand to the GY and target a face-up monster "
               "of your opponent's with that monster's Level: you take control of it. Once per "
               "turn, you can target a monster in your GY: this card's Level becomes that "
               "monster's Level until the end of the turn.")


# ------------------------------------------------- from the hand on battle damage
def battle_damage_to_me(ctx, ev):
    return ev.get("reason") == "battle" and ev.get("player") == ctx.player


def can_summon(ctx):
    return ctx.can_special_summon(ctx.card)


def summon_itself(ctx):
    card = ctx.card
    if card.uid != ctx.link.card_uid or card.location != S.HAND or not ctx.can_special_summon(card):
        return      # it left the hand since its activation
    position = yield from choose_summon_position(ctx)
    ctx.special_summon(card, position=position)


# ------------------------------------------------- 600 ATK/DEF per card in the hand
def boost(ctx, card):
    gain = 600 * len(ctx.hand("me"))
    return (gain, gain)


# ------------------------------------------------- take control by a Level
def hand_monsters(ctx):
    """The monsters of the hand its control effect may send as its cost (not one that would
    be banished instead: Macro Cosmos, Dimensional Fissure)."""
    return [c for c in ctx.hand("me") if c.data.is_monster and c.data.level and ctx.can_send_to_grave([c])]


def opp_face_up(ctx):
    return ctx.monsters("opp", face_up=True)


def same_level(ctx, card):
    """A face-up monster of the opponent's with the Level of the monster sent as the cost (or,
    before the cost, with the Level of some monster in the hand)."""
    if not (card.face_up and card.location == S.MZONE and card.controller != ctx.player and ctx.has_level(card)):
        return False
    if not ctx.can_take_control(card):
        return False        # (Mataza the Zapper)
    level = ctx.level(card)
    link = ctx.link
    if link is not None and "level" in link.info:
        return level == link.info["level"]
    return any(c.data.level == level for c in hand_monsters(ctx))


def send_a_monster(ctx):
    levels = set(ctx.level(c) for c in opp_face_up(ctx) if ctx.has_level(c))
    fits = [c for c in hand_monsters(ctx) if c.data.level in levels]
    chosen = yield from ctx.choose_cards(fits, 1, prompt="Tragoedia: send which monster to the GY?")
    ctx.link.info["level"] = chosen[0].data.level
    ctx.send_to_grave(chosen, reason="cost")


def take_control(ctx):
    for card in ctx.targets:
        if card.face_up and card.controller != ctx.player:
            ctx.take_control(card, until_end_of_turn=False)


# ------------------------------------------------- Level of a monster in the GY
def my_grave_monsters(ctx):
    return [c for c in ctx.grave("me") if c.data.is_monster]


def has_level_in_grave(ctx, card):
    return card.location == S.GRAVE and card.data.is_monster and bool(card.data.level)


def copy_level(ctx):
    card = ctx.card
    if card.uid != ctx.link.card_uid or card.location != S.MZONE or not card.face_up:
        return
    for monster in ctx.targets:
        ctx.set_level(card, monster.data.level, until=END_OF_TURN)


EFFECTS = [
    # (allowed in the damage step: it is activated by the battle damage itself)
    Effect(TRIGGER, events="damage", range=(S.HAND,), match=battle_damage_to_me, condition=can_summon,
           resolve=summon_itself, special_summons=True, optional=True, when=True, damage_step=DS_ALWAYS, summons_itself=True,
           label="Special Summon itself"),
    Effect(CONTINUOUS, tag=C.STATS, affects=lambda ctx, card: card is ctx.card, value=boost),
    Effect(IGNITION, cost=send_a_monster, once_per_turn=True, resolve=take_control,
           target=Target(opp_face_up, filter=same_level, prompt="Tragoedia: take control of which monster?"),
           label="take control"),
    Effect(IGNITION, once_per_turn=True, resolve=copy_level,
           target=Target(my_grave_monsters, filter=has_level_in_grave,
                         prompt="Tragoedia: take the Level of which monster?"),
           label="copy a Level"),
]

"""Ancient Gear Beast (10509340), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.scripts.c83104731_ancient_gear_golem import attack_lock
from duelist.engine import state as S

DESCRIPTION = ("Level 6 EARTH Machine (2000/2000) that cannot be Special Summoned. An Effect "
               "Monster it destroys by battle (attacking or attacked) has its effects negated "
               "while it stays in the GY that battle sent it to, and the Flip effect of a Set "
               "monster flipped by that battle does nothing. From its attack declaration until "
               "the end of that Damage Step, its controller's opponent cannot activate Spell or "
               "Trap Cards.")

SUMMON_CONDITION = "never"      # "cannot be Special Summoned"


def battle_victim_now(ctx):
    """In the damage step of a battle of this card, the opponent's Effect Monster battling it
    whose destruction by that battle is decided; else None. (Dark Ruler Ha Des's reading of
    "destroyed by battle", with this card as the only destroyer: its bookkeeping -- the mark,
    the GY objects kept, the chain links negated -- is Ha Des's, imported.)"""
    attack = ctx.attack
    card = ctx.card
    if attack is None or card.location != S.MZONE or not card.face_up or "player" in attack:
        return None
    if attack[0] == card.uid:
        other = ctx.card_by_uid(attack[1])
    elif attack[1] == card.uid:
        other = ctx.card_by_uid(attack[0])
    else:
        return None
    if other is not None and other.controller != ctx.player and ctx.destroyed_by_battle_now(other) \
            and "Effect" in other.data.kinds:
        return other
    return None


# One meaning in both eras (the 2005-era TCG text: "cannot be Special Summoned", the effects of
# an Effect Monster destroyed by battle with it negated, the Ancient Gear lock): no ERAS entry.
EFFECTS = K.battle_victim_negation(
    battle_victim_now, "note a monster it destroys by battle",
    "monsters it destroyed by battle have their effects negated",
    "the monster it destroys by battle is negated in the damage step") + attack_lock()

"""Ancient Gear Golem (83104731), Effect Monster."""
from duelist.cards.common import C, CONTINUOUS, Effect

DESCRIPTION = ("Level 8 EARTH Machine (3000/3000) that cannot be Special Summoned. When it attacks "
               "a Defense Position monster, the amount its ATK exceeds that monster's DEF is "
               "dealt to the opponent as battle damage. From its attack declaration until the end "
               "of that Damage Step, its controller's opponent cannot activate Spell or Trap "
               "Cards.")

SUMMON_CONDITION = "never"      # "cannot be Special Summoned"


def opponent_while_it_attacks(ctx, player):
    """The Ancient Gear lock: it reaches only this card's controller's opponent, and only while
    this card's attack is on (from its declaration until the end of the Damage Step:
    `ctx.attack`, cleared when the Battle Step comes back); chain.py `_lock_reaches` asks it
    per player. Ancient Gear Beast and Ancient Gear Soldier import it (`attack_lock`)."""
    if player == ctx.player:
        return False
    attack = ctx.attack
    return attack is not None and attack[0] == ctx.card.uid


def attack_lock():
    """The two continuous effects of "if this card attacks, your opponent cannot activate Spell
    or Trap Cards until the end of the Damage Step"."""
    return [
        Effect(CONTINUOUS, tag=C.NO_SPELL_ACTIVATION, affects=opponent_while_it_attacks,
               label="opponent: no Spell activation while it attacks"),
        Effect(CONTINUOUS, tag=C.NO_TRAP_ACTIVATION, affects=opponent_while_it_attacks,
               label="opponent: no Trap activation while it attacks"),
    ]


# One meaning in both eras (the 2005 text, CRV: when it attacks a Defense Position monster whose
# DEF is lower than its ATK, the difference is dealt as battle damage -- today's "piercing" --
# and the same lock): no ERAS entry.
EFFECTS = [Effect(CONTINUOUS, tag=C.PIERCING, affects=lambda ctx, card: card is ctx.card, label="piercing")] + \
    attack_lock()

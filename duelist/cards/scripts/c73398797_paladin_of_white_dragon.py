"""Paladin of White Dragon (73398797), Ritual Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import IGNITION, Effect, L
from duelist.engine import state as S

DESCRIPTION = ("Level 4 LIGHT Dragon Ritual (White Dragon Ritual). When it attacks a face-down "
               "Defense Position monster, that monster is destroyed at the start of the Damage Step "
               "(no damage calculation). In its controller's Main Phase they may Tribute it (the "
               "cost) to Special Summon a Blue-Eyes White Dragon from the hand or Deck; that "
               "Blue-Eyes cannot attack this turn.")

BLUE_EYES = 89631139


def blue_eyes(ctx, card):
    return card.data.code == BLUE_EYES and ctx.can_special_summon(card, leaving=(ctx.card,))


def can_pay(ctx):
    return K.can_tribute_self(ctx) and (ctx.any_card("hand", blue_eyes) or ctx.any_card("deck", blue_eyes))


def resolve(ctx):
    yield from K.summon_copy(ctx, BLUE_EYES, ("hand", "deck"),
                             "Paladin of White Dragon: Special Summon which Blue-Eyes White Dragon?")
    # every Blue-Eyes of the player this turn, one Summoned later too (today's text, the OCG
    # errata: a player rule on the monsters of one name)
    ctx.player_flag_named(ctx.player, L.CANNOT_ATTACK, BLUE_EYES)


# (the Goat-era print, Magician's Force MFC-026, and today's do the same: "Blue-Eyes White Dragon
# cannot attack" that turn read as all the player's Blue-Eyes, as today's text and the OCG errata
# say; no ERAS entry)
EFFECTS = [
    K.destroy_attacked_in(S.FACEDOWN_DEFENSE, "destroy the face-down monster it attacks"),
    Effect(IGNITION, can_pay=can_pay, cost=K.tribute_self, resolve=resolve, special_summons=True,
           label="Tribute it: Special Summon Blue-Eyes White Dragon"),
]

"""Smoke Grenade of the Thief (63789924), Equip Spell."""
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect, H, equip_spell
from duelist.cards.scripts.c98239899_blast_with_chain import destroyed_while_equipped
from duelist.engine import state as S

DESCRIPTION = ("Equip Spell for any face-up monster that changes nothing of it. Destroyed by a card "
               "effect while it is equipped (not by the rules once its monster left), its player sees "
               "the opponent's hand and discards 1 card of it, their pick (mandatory).")


def resolve(ctx):
    hand = ctx.hand("opp")
    if not hand:
        return
    ctx.reveal(hand, ctx.player)
    # as Confiscation: the reveal re-deals the hand's uids; the player, who has seen it, picks by name
    labels = [c.data.name for c in hand]
    pick = yield from ctx.choose_option(labels,
                                        "Smoke Grenade of the Thief: discard which card of your opponent's hand?")
    ctx.discard([hand[pick]])


EFFECTS = equip_spell(None) + [
    Effect(TRIGGER, events=H.UNRELATED, match=destroyed_while_equipped, resolve=resolve,
           range=(S.GRAVE, S.BANISHED), damage_step=DS_ALWAYS, discards="opponent",
           label="see the opponent's hand and discard 1"),
]

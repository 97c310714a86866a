"""A Fusion Monster returned to the Extra Deck goes there face-down (engine/actions.py `_move`,
round 21m: a mutant that left the returned card's position unset, which placed it face-up,
survived). The Extra Deck is hidden, but for face-up Pendulum Monsters: a Fusion Monster that
would go to the hand goes to the Extra Deck, face-down.

Ruled here: player 1 activates Compulsory Evacuation Device on player 0's Gaia the Dragon
Champion: it is in player 0's Extra Deck, face-down."""

from duelist.engine import state as S
from duelist.testing.scenario import Script, Table


def test_gaia_returned_by_compulsory_evacuation_device_is_face_down_in_the_extra_deck():
    table = Table(turn=3, turn_player=1)
    gaia = table.monster(0, "Gaia the Dragon Champion", zone=0)
    table.spell_trap(1, "Compulsory Evacuation Device", zone=0)
    table.deck(0, ["Battle Ox", "Battle Ox"])
    table.deck(1, ["Battle Ox", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Compulsory Evacuation Device", request="idle")
    while duel.request is not None and duel.request.kind != "idle":
        s.pick(duel.request.options[0].kind, first=True)
    card = gaia.card(duel)
    assert card.location == S.EXTRA and card in duel.players[0].extra
    assert card.position == S.FACEDOWN

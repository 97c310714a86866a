"""Destiny Board: when one of its pieces leaves the field, the rest of the pieces go, and
nothing else does (round 47b's mutation round).

The card's text and rulings (yugioh.fandom "Card Rulings:Destiny Board": if Destiny Board or a
Spirit Message leaves the field, the others of the set are sent to the GY; no chain link, seed
000 §永續效果). The controller's other face-up Spell and Trap Cards are no pieces of the set."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def test_a_spirit_message_destroyed_sends_the_board_and_messages_but_not_gravity_bind():
    """Q: I control Destiny Board, Spirit Message "I", Spirit Message "N" and a face-up
    Gravity Bind; my opponent destroys Spirit Message "I" with Mystical Space Typhoon. What
    goes to my GY? A: the Board and "N" with "I"; Gravity Bind stays on the field."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.spell_trap(0, "Destiny Board", face_down=False)
    message_i = table.spell_trap(0, 'Spirit Message "I"', face_down=False)
    table.spell_trap(0, 'Spirit Message "N"', face_down=False)
    bind = table.spell_trap(0, "Gravity Bind", face_down=False)
    table.hand(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", message_i, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert sorted(grave(duel, 0)) == ["Destiny Board", 'Spirit Message "I"', 'Spirit Message "N"']
    assert bind.card(duel).location == "szone" and bind.card(duel).face_up

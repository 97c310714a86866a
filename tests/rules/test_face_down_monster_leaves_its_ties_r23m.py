"""A monster turned face-down is no longer the object the cards tied to it were tied to: its
relations end then (engine/actions.py `change_position`; current rulings: a face-down monster
is not subject to what was applied to it face-up). Call of the Haunted ("if this card leaves
the field, destroy that monster") is tied to the monster it revived; turned face-down by Book
of Moon, the monster is free of it. Round 23m of docs/mutation.md: the rule mutant "an Equip
on a face-down monster stays" (`change_position` without its cut of the relations) was killed
only by a card test; an Equip Card on such a monster goes anyway by the equip rule's own
face-up test, a Continuous Trap's tie does not.

Ruled here: player 0's Set Call of the Haunted revives Summoned Skull; player 0 turns it
face-down with Book of Moon, then destroys Call of the Haunted with Mystical Space Typhoon:
the face-down Summoned Skull stays in the Monster Zone."""

from duelist.engine import state as S
from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def _settle(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def test_a_monster_turned_face_down_is_free_of_call_of_the_haunted():
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, "Call of the Haunted")
    skull = table.grave(0, "Summoned Skull")
    table.hand(0, "Book of Moon", "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Call of the Haunted", player=0, request="idle")
    s.pick("target", "Summoned Skull", player=0)
    _settle(duel, s)
    s.pick("activate", "Book of Moon")
    s.pick("target", "Summoned Skull", player=0)
    _settle(duel, s)
    card = skull.card(duel)
    assert card.location == S.MZONE and card.position == S.FACEDOWN_DEFENSE
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", "Call of the Haunted", player=0)
    _settle(duel, s)
    assert "Call of the Haunted" in grave(duel, 0)
    assert card.location == S.MZONE and "Summoned Skull" not in grave(duel, 0)

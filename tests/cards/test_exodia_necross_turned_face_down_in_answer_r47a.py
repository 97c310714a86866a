"""Exodia Necross turned face-down in answer to its growth (round 47a).

Seed 000 §裏側表示のモンスター: an effect that changes ATK applies to a face-up monster; Exodia
Necross turned face-down before its Standby Phase growth resolves gains nothing, and flipped
face-up again it is a new card with its printed 1800 ATK."""

from duelist.testing.scenario import Script, Table

PIECES = ("Exodia the Forbidden One", "Left Arm of the Forbidden One", "Right Arm of the Forbidden One",
          "Left Leg of the Forbidden One", "Right Leg of the Forbidden One")


def test_necross_turned_face_down_by_book_of_moon_in_answer_gains_nothing():
    """Q: in my Standby Phase Exodia Necross's growth starts; my opponent answers with Book of
    Moon on it. Later that turn I Flip Summon it. Its ATK? A: 1800: it was face-down when the
    growth resolved, so it gained nothing."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="standby")
    necross = table.monster(0, "Exodia Necross", summon_kind="proc")
    table.grave(0, *PIECES)
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    while not s.has("activate", "Book of Moon"):
        s.pick("pass")
    s.pick("activate", "Book of Moon", player=1)
    s.pick("target", necross, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.request.kind == "idle" and not necross.card(duel).face_up
    s.pick("flip_summon", necross, request="idle")
    while duel.request.kind == "chain":
        s.pick("pass")
    card = necross.card(duel)
    assert card.face_up and duel.atk(card) == 1800

"""Karate Man (23289281): a judge's review (round 57w) of its use in Main Phase 2 and of a flip
face-down after the use.

Sources, in our words: the card's text (MRL-083 and today's: "during your Main Phase", either Main
Phase; yugioh-wiki.net 《カラテマン》 shows the OCG text 「自分のメインフェイズ時」, no Main Phase 1 limit);
for the flip face-down no Karate Man ruling was found: the script's choice (a monster turned
face-down is a new card for the effect: its doubled ATK ends and it is not destroyed in the End Phase)
is our reading, and doubtful: Konami's FAQ for 刻印の調停者 keeps an End Phase destruction scheduled on
a card that was flipped face-down in between (a different card's effect, on another card)."""

from duelist.engine import state as S
from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

KM = "Karate Man"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _table(phase="main1"):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase=phase)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    return table


def test_karate_man_used_in_main_phase_2_is_destroyed_in_the_end_phase():
    """Q: may I use Karate Man's effect in Main Phase 2? A: yes (any Main Phase of mine): its ATK
    becomes 2000 and it is destroyed in that turn's End Phase."""
    table = _table(phase="main2")
    km = table.monster(0, KM)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", KM)
    _resolve(s)
    assert duel.atk(km.card(duel)) == 2000
    s.end_turn()
    _resolve(s)
    assert grave(duel, 0) == [KM] and duel.turn == 4


def test_karate_man_flipped_face_down_by_book_of_moon_survives_the_end_phase():
    """Q: I use Karate Man's effect, then my opponent flips it face-down with Book of Moon. A (our
    reading, doubtful: see the module docstring): it is a new card for the effect: face-down, and
    not destroyed in my End Phase."""
    table = _table()
    km = table.monster(0, KM)
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", KM)
    _resolve(s)
    assert duel.atk(km.card(duel)) == 2000
    s.pick("end_turn")                          # my opponent answers before the turn moves on
    s.pick("activate", "Book of Moon", player=1)
    s.pick("target", KM, player=1)
    _resolve(s)
    card = km.card(duel)
    assert card.location == S.MZONE and not card.face_up and duel.turn == 3
    s.end_turn()
    _resolve(s)
    card = km.card(duel)
    assert duel.turn == 4 and grave(duel, 0) == [] and card.location == S.MZONE and not card.face_up

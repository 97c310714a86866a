"""Spirit Reaper turned face-down by the effect that targets it (the GOAT preset; Spirit
Reaper's effect: it is destroyed when a Spell, Trap or Effect Monster effect targets it, a
continuous effect that works only while it is face-up).

Sources: edisonrul.ing, Spirit Reaper, "Edisonformat.com (Historical, Pre-UTW Rulings)" on the
same card text: the effect applies after the targeting effect resolves, and only if the Reaper
is then still a face-up monster; goatformat.com, "Individual Rulings (S-T)", SPIRIT REAPER and
TSUKUYOMI (Tsukuyomi, Normal Summoned, must target a face-up monster and turn it face-down). The
goatformat.com copy stored for this audit holds the card headings only, not the rulings; this
test follows the historical Edison ruling, played the same way in 2005."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_tsukuyomi_turns_spirit_reaper_face_down_and_it_survives():
    """Q: I Normal Summon Tsukuyomi and target my opponent's face-up Spirit Reaper. A:
    Tsukuyomi's effect resolves and the Reaper is turned face-down; being face-down once the
    effect has resolved, its self-destruction no longer applies: it stays on the field, Set."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Tsukuyomi")
    reaper = table.monster(1, "Spirit Reaper")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Tsukuyomi")
    while duel.request.kind != "idle":
        if duel.request.kind == "target":
            s.pick("target", "Spirit Reaper")
        else:
            s.pick("pass")
    assert grave(duel, 1) == [] and field_monsters(duel, 1) == ["Spirit Reaper"]
    assert not reaper.card(duel).face_up

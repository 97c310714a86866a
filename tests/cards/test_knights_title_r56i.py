"""Knight's Title (87210505): Tribute 1 "Dark Magician" you control (a cost); Special Summon 1
"Dark Magician Knight" from your hand or Deck.

Sources: the card's text in our words (ROD 2005: "offer 1 Dark Magician on your side of the field
as a Tribute; Special Summon 1 Dark Magician Knight from your hand or Deck"; the OCG text
《騎士の称号》 「手札・デッキから」: the same places; no ERAS entry). The Tribute is the
activation's cost (seed 000 §發動與代價: a cost is paid as the card is activated, and stays paid
if the activation is negated). Our reading: the Dark Magician must be face-up (its name is read on
the field), and a Dark Magician Knight in the GY is out of reach."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table

DMK = "Dark Magician Knight"
TITLE = "Knight's Title"


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_knights_title_summons_the_knight_from_the_deck():
    """Q: I activate Knight's Title with Dark Magician Knight in my Deck. A: Dark Magician goes to
    my GY as the cost; the Knight comes from the Deck (it then destroys my opponent's monster)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, "Dark Magician")
    table.hand(0, TITLE)
    table.deck(0, ["Battle Ox", DMK])
    ox = table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", TITLE, player=0)
    s.pick("select", "Dark Magician")
    assert grave(duel, 0) == ["Dark Magician"]          # the cost, paid on activation
    _pass_all(s)
    s.pick("select", DMK)
    s.pick("option", "Attack Position")
    s.pick("target", ox, player=0)
    _pass_all(s)
    assert field_monsters(duel, 0) == [DMK]
    assert [c.name for c in duel.players[0].deck] == ["Battle Ox"]
    assert grave(duel, 1) == ["Celtic Guardian"]


def test_knights_title_needs_a_face_up_dark_magician_and_a_knight_in_hand_or_deck():
    """Q: Can I activate Knight's Title (a) with no Dark Magician, (b) with only a face-down Dark
    Magician, (c) with Dark Magician but the Knight only in my GY? A: no in each case."""
    for setup in ("none", "face_down", "grave_knight"):
        table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
        table.hand(0, TITLE)
        if setup == "none":
            table.monster(0, "Celtic Guardian")
            table.deck(0, [DMK])
        elif setup == "face_down":
            table.monster(0, "Dark Magician", position="set")
            table.deck(0, [DMK])
        else:
            table.monster(0, "Dark Magician")
            table.grave(0, DMK)
        duel = table.build()
        assert not Script(duel).has("activate", TITLE), setup


def test_knights_title_negated_by_magic_jammer_keeps_the_tribute_paid():
    """Q: I activate Knight's Title; my opponent chains Magic Jammer. A: the activation is
    negated; my Dark Magician stays in the GY (the Tribute was its cost) and the Knight stays
    in my hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, "Dark Magician")
    table.hand(0, TITLE, DMK)
    table.spell_trap(1, "Magic Jammer")
    table.hand(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", TITLE, player=0)
    s.pick("select", "Dark Magician")
    s.pick("activate", "Magic Jammer", player=1, request="chain")
    s.pick("select", "Battle Ox")
    _pass_all(s)
    assert field_monsters(duel, 0) == []
    assert hand(duel, 0) == [DMK]
    assert sorted(grave(duel, 0)) == ["Dark Magician", TITLE]
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Magic Jammer"]

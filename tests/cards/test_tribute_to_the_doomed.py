"""Tribute to The Doomed (79759861), Normal Spell: discard 1 card, then target 1 monster on the
field; destroy it.

Rulings relied on: yugioh-wiki.net 《死者への手向け》 (the discard is a cost, paid at activation:
it is not returned when the card is negated; it cannot be activated without another card in the
hand to discard; any monster, face-down too, either side). The 2005 text ("Discard 1 card from
your hand to select and destroy 1 monster on the field. The monster cannot be Regenerated")
does the same: no card of the engine regenerates a monster, and a destruction-replacement
effect is no regeneration. Seed 000 §代價 (a cost is paid even if the effect is negated)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _activate(duel, target, discard="Celtic Guardian"):
    s = Script(duel)
    s.pick("activate", "Tribute to The Doomed")
    s.pick("select", discard)
    s.pick("target", target)
    return s


def test_tribute_to_the_doomed_destroys_a_face_down_monster():
    """Q: I discard Celtic Guardian to Tribute to The Doomed and target my opponent's face-down
    Battle Ox. A: Battle Ox is destroyed; Celtic Guardian and the Spell are in my GY."""
    table = Table(turn=3)
    table.hand(0, "Tribute to The Doomed", "Celtic Guardian")
    ox = table.monster(1, "Battle Ox", position="set")
    duel = table.build()
    s = _activate(duel, ox)
    _pass_all(duel, s)
    assert grave(duel, 1) == ["Battle Ox"]
    assert sorted(grave(duel, 0)) == ["Celtic Guardian", "Tribute to The Doomed"]


def test_tribute_to_the_doomed_needs_a_card_to_discard():
    """Q: Tribute to The Doomed is the only card in my hand; my opponent has a monster. A: the
    cost cannot be paid: it cannot be activated."""
    table = Table(turn=3)
    table.hand(0, "Tribute to The Doomed")
    table.monster(1, "Battle Ox")
    duel = table.build()
    assert not Script(duel).has("activate", "Tribute to The Doomed")


def test_tribute_to_the_doomed_negated_by_magic_jammer_keeps_the_discard_paid():
    """Q: my opponent answers with Magic Jammer (discarding a card). A: the activation is
    negated and Tribute to The Doomed destroyed; Battle Ox lives; my discarded Celtic Guardian
    stays in my GY (a cost)."""
    table = Table(turn=3)
    table.hand(0, "Tribute to The Doomed", "Celtic Guardian")
    ox = table.monster(1, "Battle Ox")
    table.spell_trap(1, "Magic Jammer")
    table.hand(1, "Mystical Elf")
    duel = table.build()
    s = _activate(duel, ox)
    s.pick("activate", "Magic Jammer", player=1)
    s.pick("select", "Mystical Elf", player=1)
    _pass_all(duel, s)
    assert [c.name for c in duel.monsters(1)] == ["Battle Ox"]
    assert sorted(grave(duel, 0)) == ["Celtic Guardian", "Tribute to The Doomed"]
    assert sorted(grave(duel, 1)) == ["Magic Jammer", "Mystical Elf"]


def test_tribute_to_the_doomed_under_the_goat_rules_destroys_the_same():
    """Q: GOAT preset (2005 text): I discard Celtic Guardian and target my opponent's Blue-Eyes
    White Dragon. A: destroyed."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, "Tribute to The Doomed", "Celtic Guardian")
    bewd = table.monster(1, "Blue-Eyes White Dragon")
    duel = table.build()
    s = _activate(duel, bewd)
    _pass_all(duel, s)
    assert grave(duel, 1) == ["Blue-Eyes White Dragon"]

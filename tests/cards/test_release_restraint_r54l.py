"""Release Restraint: Normal Spell; its cost Tributes 1 "Gearfried the Iron Knight" its player
controls, and it Special Summons 1 "Gearfried the Swordmaster" from the hand or the Deck.

Sources: the card's text (FET 2005 and today's read alike, in our words: the Tribute is a cost,
the Swordmaster comes from the hand or Deck; no era entry); Gearfried the Swordmaster's text:
"can only be Special Summoned by the effect of Release Restraint" (yugioh-wiki.net
《剣聖－ネイキッド・ギア・フリード》: only that effect, so no Monster Reborn even after it was summoned
so); seed 000 §代價 (a cost is paid on activation and stays paid when the activation is
negated: Magic Jammer)."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def _table(rules="GOAT", swordmaster_in="deck"):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.monster(0, "Gearfried the Iron Knight")
    table.hand(0, "Release Restraint")
    if swordmaster_in == "deck":
        table.deck(0, ["Battle Ox", "Gearfried the Swordmaster", "Celtic Guardian"])
    elif swordmaster_in == "hand":
        table.hand(0, "Gearfried the Swordmaster")
        table.deck(0, ["Battle Ox", "Celtic Guardian"])
    else:
        table.deck(0, ["Battle Ox", "Celtic Guardian"])
    return table


def _summon_position(s, label="Attack"):
    opts = [o for o in s.duel.request.options if label.lower() in (o.name or "").lower()]
    s.answer(opts[0])


def _run(s):
    s.pick("activate", "Release Restraint")
    while s.duel.request.kind != "idle":
        kind = s.duel.request.kind
        if kind == "chain":
            s.pick("pass")
        elif kind == "select":
            s.answer(s.duel.request.options[0])
        elif kind == "option":
            _summon_position(s)
        else:
            raise AssertionError("unexpected request %s" % kind)


def test_release_restraint_summons_the_swordmaster_from_the_deck():
    """Q: I control Gearfried the Iron Knight and activate Release Restraint with the Swordmaster
    in my Deck. A: the Iron Knight is Tributed (to the GY), the Swordmaster comes from the Deck in
    face-up Attack Position, and Release Restraint goes to the GY."""
    duel = _table().build()
    s = Script(duel)
    _run(s)
    assert field_monsters(duel, 0) == ["Gearfried the Swordmaster"]
    assert sorted(grave(duel, 0)) == ["Gearfried the Iron Knight", "Release Restraint"]
    assert "Gearfried the Swordmaster" not in [c.name for c in duel.players[0].deck]
    assert duel.players[0].mzone[0].position == "attack"


def test_release_restraint_summons_the_swordmaster_from_the_hand():
    """Q: the Swordmaster is in my hand. A: it is Special Summoned from there; my hand is empty."""
    duel = _table(swordmaster_in="hand").build()
    s = Script(duel)
    _run(s)
    assert field_monsters(duel, 0) == ["Gearfried the Swordmaster"] and hand(duel, 0) == []


def test_release_restraint_needs_a_swordmaster_in_hand_or_deck():
    """Q: no Swordmaster in my hand or Deck. A: Release Restraint cannot be activated (it could
    do nothing), and the Iron Knight is not Tributed."""
    duel = _table(swordmaster_in=None).build()
    s = Script(duel)
    assert not s.has("activate", "Release Restraint")


def test_release_restraint_needs_gearfried_the_iron_knight():
    """Q: I control Battle Ox, not Gearfried the Iron Knight. A: the cost cannot be paid with
    another monster: Release Restraint cannot be activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Battle Ox")
    table.hand(0, "Release Restraint")
    table.deck(0, ["Gearfried the Swordmaster"])
    s = Script(table.build())
    assert not s.has("activate", "Release Restraint")


def test_release_restraint_tributes_a_face_down_iron_knight():
    """Q: my Gearfried the Iron Knight is face-down. A: I may still Tribute it for the cost (I
    know what it is); the Swordmaster comes out."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Gearfried the Iron Knight", position="set")
    table.hand(0, "Release Restraint")
    table.deck(0, ["Gearfried the Swordmaster"])
    duel = table.build()
    s = Script(duel)
    _run(s)
    assert field_monsters(duel, 0) == ["Gearfried the Swordmaster"]
    assert "Gearfried the Iron Knight" in grave(duel, 0)


def test_release_restraint_negated_by_magic_jammer_keeps_the_cost_paid():
    """Q: my opponent answers Release Restraint with Magic Jammer. A: the activation is negated;
    the Iron Knight stays in my GY (a cost stays paid) and the Swordmaster stays in my Deck."""
    table = _table()
    table.spell_trap(1, "Magic Jammer")
    table.hand(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Release Restraint")
    s.pick("select", "Gearfried the Iron Knight", player=0)
    s.pick("activate", "Magic Jammer", player=1)
    s.pick("select", "Battle Ox", player=1)
    _resolve(s)
    assert field_monsters(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Gearfried the Iron Knight", "Release Restraint"]
    assert "Gearfried the Swordmaster" in [c.name for c in duel.players[0].deck]


def test_release_restraint_swordmaster_cannot_be_revived_afterwards():
    """Q: the Swordmaster Release Restraint summoned is destroyed; may Monster Reborn bring it
    back? A: no: only Release Restraint's effect Special Summons it, even after a proper summon."""
    table = _table()
    table.hand(0, "Dark Hole", "Monster Reborn")
    duel = table.build()
    s = Script(duel)
    _run(s)
    s.pick("activate", "Dark Hole")
    _resolve(s)
    assert "Gearfried the Swordmaster" in grave(duel, 0)
    s.pick("activate", "Monster Reborn")
    s.expect(request="target", player=0)
    assert [o.name for o in duel.request.options] == ["Gearfried the Iron Knight"]

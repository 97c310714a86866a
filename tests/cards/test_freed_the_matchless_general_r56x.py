"""Freed the Matchless General (49681811): while face-up on the field, a Spell Card that targets it
has its effect negated and is destroyed; in its controller's Draw Phase they may, instead of the
normal draw, add a Level 4 or lower Warrior from the Deck to the hand.

Sources, read in our words: the card's texts (LOD-016, 2005, and today's do the same: no ERAS
entry); yugioh-wiki.net 《無敗将軍 フリード》 (the search is a trigger effect used instead of the
normal draw, only while it is face-up on the field; the Spell negation a continuous effect, not
for Traps nor for Spells that do not target; its own Equip Spells cannot be given to it). Ryu
Senshi's Spell negation is the model (tests/cards/test_ryu_senshi*). The engine fact: a script's
INSTEAD_OF_DRAW(ctx), asked before the Draw Phase's draw; a yes gives up the draw and raises
H.DRAW_REPLACED, heard by the card's own trigger (round 56x). Skill Drain negates a face-up
monster's effects on the field (its text): the choice is not offered."""

from duelist.testing.reads import field_monsters, grave, hand, of_type
from duelist.testing.scenario import Script, Table

FREED = "Freed the Matchless General"


def _draw_phase(rules="GOAT", position="attack", deck=("Battle Ox", "Celtic Guardian", "Marauding Captain"),
                skill_drain=False):
    table = Table(rules=rules, turn=3, turn_player=0, phase="draw")
    table.monster(0, FREED, position=position)
    if skill_drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    table.deck(0, list(deck))
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    return duel, Script(duel)


def _settle(duel, s, pick=None):
    while duel.request is not None and duel.request.kind != "idle":
        if duel.request.kind == "chain":
            s.pick("pass", player=duel.request.player)
        elif duel.request.kind == "select" and pick is not None:
            s.pick("select", pick)
        else:
            return


def test_freed_the_matchless_general_searches_instead_of_drawing():
    """Q: (both rule sets) my Draw Phase with Freed face-up; I use its effect. A: I draw nothing and
    add Marauding Captain from my Deck to my hand (a trigger, a chain link; the Deck shuffled)."""
    for rules in ("GOAT", "MR5"):
        duel, s = _draw_phase(rules=rules)
        assert duel.request.kind == "yes_no", rules
        s.pick("yes")
        _settle(duel, s, pick="Marauding Captain")
        assert hand(duel, 0) == ["Marauding Captain"], rules
        assert sorted(c.name for c in duel.players[0].deck) == ["Battle Ox", "Celtic Guardian"], rules
        assert of_type(duel, "draw") == [] and len(of_type(duel, "draw_skipped")) == 1, rules
        assert [e["name"] for e in of_type(duel, "activate_effect")] == [FREED], rules


def test_freed_the_matchless_general_declined_the_normal_draw():
    """Q: I decline Freed's effect. A: I draw my card as usual; no search."""
    duel, s = _draw_phase()
    s.pick("no")
    _settle(duel, s)
    assert duel.request.kind == "idle" and len(hand(duel, 0)) == 1
    assert len(of_type(duel, "draw")) == 1 and of_type(duel, "draw_skipped") == []


def test_freed_the_matchless_general_not_offered_without_a_warrior_in_the_deck():
    """Q: my Deck holds no Level 4 or lower Warrior (Battle Ox is a Beast-Warrior; Gilford the
    Lightning is Level 8). A: I am not asked: I draw."""
    duel, s = _draw_phase(deck=("Battle Ox", "Gilford the Lightning"))
    assert duel.request.kind == "idle" and len(hand(duel, 0)) == 1


def test_freed_the_matchless_general_only_face_up_and_not_under_skill_drain():
    """Q: my Freed is Set; or face-up under my opponent's Skill Drain. A: either way I am not
    asked and draw as usual (its effect works only face-up on the field, and Skill Drain negates
    it there)."""
    for kw in ({"position": "set"}, {"skill_drain": True}):
        duel, s = _draw_phase(**kw)
        assert duel.request.kind == "idle" and len(hand(duel, 0)) == 1, kw


def test_freed_the_matchless_general_negates_and_destroys_snatch_steal():
    """Q: my opponent activates Snatch Steal targeting my face-up Freed. A: the Spell's effect is
    negated and it is destroyed: Freed stays mine."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    freed = table.monster(0, FREED)
    table.hand(1, "Snatch Steal")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal", player=1)
    s.pick("target", freed, player=1)
    _settle(duel, s)
    assert freed.card(duel).controller == 0 and field_monsters(duel, 0) == [FREED]
    assert grave(duel, 1) == ["Snatch Steal"]


def test_freed_the_matchless_general_book_of_moon_is_negated_but_a_trap_is_not():
    """Q: my opponent uses Book of Moon on my Freed; later Compulsory Evacuation Device. A: Book of
    Moon (a Spell) is negated and destroyed, Freed stays face-up; the Trap is not stopped: Freed
    returns to my hand."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    freed = table.monster(0, FREED)
    table.hand(1, "Book of Moon")
    table.spell_trap(1, "Compulsory Evacuation Device")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Moon", player=1)
    s.pick("target", freed, player=1)
    _settle(duel, s)
    assert freed.card(duel).position == "attack" and grave(duel, 1) == ["Book of Moon"]
    s.pick("activate", "Compulsory Evacuation Device", player=1)
    s.pick("target", freed, player=1)
    _settle(duel, s)
    assert hand(duel, 0) == [FREED]

"""Mysterious Guard (1347977): FLIP: target a monster on the field (either side) and put it on
top of its owner's Deck.

Sources: the card's texts, read in our words: the 2005 TCG text (LOD: "FLIP: Return 1 monster on
the field to the top of its owner's Deck") and today's ("FLIP: Target 1 monster on the field;
return that target to the top of the Deck"), the OCG text saying 選択 (it targets) in both: the
same; seed 000 §效果分類 › 誘發效果 (a Flip effect flipped by an attack is activated after the
damage calculation); Spirit Reaper's ruling as the engine plays it (it destroys itself once the
effect that targeted it has resolved: Spirit Reaper's script and tests); Skill Drain's
text (it negates the effects of face-up monsters on the field, a Flip effect too)."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def _settle(s, duel):
    while duel.request.kind == "chain":
        s.pick("pass")


def test_mysterious_guard_flip_summon_returns_a_monster_to_the_top_of_the_deck():
    """Q: (both texts) I Flip Summon Mysterious Guard and target my opponent's Summoned Skull:
    A: Summoned Skull goes on top of my opponent's Deck (unshuffled)."""
    for rules in ("GOAT", "MR5"):
        table = Table(rules=rules, turn=3, turn_player=0)
        table.monster(0, "Mysterious Guard", position="set")
        skull = table.monster(1, "Summoned Skull")
        table.deck(1, ["Battle Ox", "Mystical Elf"])
        duel = table.build()
        s = Script(duel)
        s.pick("flip_summon", "Mysterious Guard", request="idle")
        _settle(s, duel)
        s.pick("target", skull, player=0)
        _settle(s, duel)
        assert field_monsters(duel, 1) == [] and duel.players[1].deck[-1].name == "Summoned Skull", rules
        assert [c.name for c in duel.players[1].deck] == ["Mystical Elf", "Battle Ox", "Summoned Skull"]


def test_mysterious_guard_flipped_by_an_attack_returns_the_attacker():
    """Q: my opponent's Battle Ox attacks my Set Mysterious Guard (DEF 1200): A: the Guard is
    destroyed by battle (no damage to me), then its Flip effect, activated after the damage
    calculation, may target Battle Ox: it goes on top of my opponent's Deck."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    guard = table.monster(0, "Mysterious Guard", position="set")
    ox = table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=guard, player=1)
    _settle(s, duel)
    s.pick("target", ox, player=0)
    _settle(s, duel)
    assert grave(duel, 0) == ["Mysterious Guard"] and lp(duel) == (8000, 8000)
    assert field_monsters(duel, 1) == [] and [c.name for c in duel.players[1].deck] == ["Battle Ox"]


def test_mysterious_guard_may_return_itself():
    """Q: may Mysterious Guard target itself? A: yes: any monster on the field; it goes on top of
    my own Deck and my opponent's Battle Ox stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Mysterious Guard", position="set")
    table.monster(1, "Battle Ox")
    table.deck(0, ["Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Mysterious Guard", request="idle")
    _settle(s, duel)
    assert sorted(o.name for o in s.options("target")) == ["Battle Ox", "Mysterious Guard"]
    s.pick("target", "Mysterious Guard", player=0)
    _settle(s, duel)
    assert field_monsters(duel, 0) == [] and [c.name for c in duel.players[0].deck] == ["Mystical Elf", "Mysterious Guard"]
    assert field_monsters(duel, 1) == ["Battle Ox"]


def test_mysterious_guard_targeting_spirit_reaper_returns_it():
    """Q: I target my opponent's Spirit Reaper with Mysterious Guard: does its "destroyed when
    targeted" save it from the Deck? A: no: Spirit Reaper destroys itself only once the effect
    that targeted it has resolved; by then it is on top of my opponent's Deck, not in the GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Mysterious Guard", position="set")
    reaper = table.monster(1, "Spirit Reaper")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Mysterious Guard", request="idle")
    _settle(s, duel)
    s.pick("target", reaper, player=0)
    _settle(s, duel)
    assert grave(duel, 1) == [] and [c.name for c in duel.players[1].deck] == ["Spirit Reaper"]


def test_mysterious_guard_under_skill_drain_returns_nothing():
    """Q: with Skill Drain face-up I Flip Summon Mysterious Guard: A: its Flip effect is negated:
    Summoned Skull stays on the field."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.monster(0, "Mysterious Guard", position="set")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Mysterious Guard", request="idle")
    while duel.request.kind in ("chain", "target"):
        if duel.request.kind == "target":
            s.pick("target", "Summoned Skull", player=0)
        else:
            s.pick("pass")
    assert field_monsters(duel, 1) == ["Summoned Skull"] and duel.players[1].deck == []

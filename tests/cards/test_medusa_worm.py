"""Medusa Worm (2694423): once per turn it may turn itself face-down; when it is Flip Summoned it
targets a monster the opponent controls and destroys it (mandatory).

Sources: its TLM text (2004, quoted by cogonline.net's Card of the Day: "You can flip this card
into face-down Defense Position once per turn during your Main Phase. When this card is Flip
Summoned successfully, destroy 1 monster on your opponent's side of the field"), yugioh-wiki.net
《メデューサ・ワーム》 (the OCG text: turned face-down once per turn; when Flip Summoned, destroy
an opponent's monster; Swarm of Scarabs' twin); today's text (it targets: "Target 1 monster
your opponent controls; destroy that target"): our reading plays the 2005 text the same, a
target too. Only a Flip Summon starts it, not a flip by an attack (the words "Flip Summoned";
as Stealth Bird, tests/cards/test_stealth_bird_flip_summon_only_r47a.py)."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def _settle(s, duel):
    while duel.request.kind == "chain":
        s.pick("pass")


def test_medusa_worm_flip_summon_destroys_an_opponents_monster():
    """Q: (both texts) I Flip Summon Medusa Worm; my opponent controls Summoned Skull: A: its
    trigger targets Summoned Skull and destroys it."""
    for rules in ("GOAT", "MR5"):
        table = Table(rules=rules, turn=3, turn_player=0)
        table.monster(0, "Medusa Worm", position="set")
        skull = table.monster(1, "Summoned Skull")
        duel = table.build()
        s = Script(duel)
        s.pick("flip_summon", "Medusa Worm", request="idle")
        _settle(s, duel)
        s.pick("target", skull, player=0)
        _settle(s, duel)
        assert grave(duel, 1) == ["Summoned Skull"] and field_monsters(duel, 0) == ["Medusa Worm"], rules


def test_medusa_worm_turns_itself_face_down_once_per_turn():
    """Q: my face-up Medusa Worm (on the field since last turn): may I turn it face-down, and
    again the same turn? A: once: it goes face-down in Defense Position; then the menu no longer
    offers its effect."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    worm = table.monster(0, "Medusa Worm")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Medusa Worm", request="idle")
    _settle(s, duel)
    assert worm.card(duel).position == "set"
    assert not s.has("activate", "Medusa Worm")


def test_medusa_worm_flipped_by_an_attack_destroys_nothing():
    """Q: my opponent's Battle Ox attacks my Set Medusa Worm: A: it is flipped face-up and
    destroyed by battle, but no Flip Summon happened: nothing of my opponent's is destroyed
    by its effect."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    worm = table.monster(0, "Medusa Worm", position="set")
    table.monster(1, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=worm, player=1)
    _settle(s, duel)
    assert grave(duel, 0) == ["Medusa Worm"] and grave(duel, 1) == []
    assert sorted(field_monsters(duel, 1)) == ["Battle Ox", "Celtic Guardian"] and lp(duel) == (8000, 8000)


def test_medusa_worm_flip_summon_answered_by_trap_hole_destroys_nothing():
    """Q: I Flip Summon Medusa Worm (500 ATK) and my opponent has only a Set Trap Hole: may they
    destroy it? A: no: Trap Hole needs 1000 or more ATK; Medusa Worm's trigger then destroys
    their Battle Ox."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Medusa Worm", position="set")
    ox = table.monster(1, "Battle Ox")
    table.spell_trap(1, "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Medusa Worm", request="idle")
    assert not s.has("activate", "Trap Hole")
    _settle(s, duel)
    s.pick("target", ox, player=0)
    _settle(s, duel)
    assert grave(duel, 1) == ["Battle Ox"]


def test_medusa_worm_under_skill_drain_destroys_nothing():
    """Q: with Skill Drain face-up, I Flip Summon Medusa Worm: A: its effect is negated: my
    opponent's Summoned Skull stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.monster(0, "Medusa Worm", position="set")
    skull = table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Medusa Worm", request="idle")
    while duel.request.kind in ("chain", "target"):
        if duel.request.kind == "target":
            s.pick("target", skull, player=0)
        else:
            s.pick("pass")
    assert field_monsters(duel, 1) == ["Summoned Skull"] and grave(duel, 1) == []

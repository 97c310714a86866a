"""The Spell Absorbing Life (99517131), Normal Trap: every face-down monster on the field is turned
face-up (Defense Position) without its Flip effect starting; its player then gains 400 LP for each
Effect Monster on the field.

Sources, read in our words: yugioh-wiki.net 《生命力吸収魔術》 (the OCG text: all face-down Defense
Position monsters face-up, no Flip effect; 400 LP per Effect Monster on the field; it is Ceasefire's
LP-gaining version; FAQ: the LP are gained once, not once per monster); the 2005 text (MFC) does the
same, no ERAS entry. Its activation condition is Ceasefire's (a Set monster or a face-up Effect
Monster on the field: tests/cards/test_ceasefire_rulings_r40a.py), our reading of the twin."""

from duelist.testing.reads import lp, of_type
from duelist.testing.scenario import Script, Table

SAL = "The Spell Absorbing Life"


def _pass(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_the_spell_absorbing_life_flips_without_flip_effects_and_gains():
    """Q: my opponent has a Set Man-Eater Bug and Battle Ox; I have a face-up Sangan and a Set Mystical
    Elf. I activate The Spell Absorbing Life. A: the Bug and the Elf are face-up in Defense Position,
    the Bug's Flip effect does not start; two Effect Monsters (Bug, Sangan): I gain 800 in one gain."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    bug = table.monster(1, "Man-Eater Bug", position="set")
    ox = table.monster(1, "Battle Ox")
    table.monster(0, "Sangan")
    elf = table.monster(0, "Mystical Elf", position="set")
    table.spell_trap(0, SAL)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", SAL, request="idle")
    _pass(duel, s)
    assert bug.card(duel).position == "defense" and elf.card(duel).position == "defense"
    assert ox.card(duel).location == "mzone"          # the Bug destroyed nothing
    assert lp(duel) == (8800, 8000)
    assert [e["amount"] for e in of_type(duel, "recover")] == [800]


def test_the_spell_absorbing_life_needs_a_set_or_effect_monster():
    """Q: only Normal Monsters, face-up, are on the field. May I activate it? A: no."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Battle Ox")
    table.monster(1, "Mystical Elf")
    table.spell_trap(0, SAL)
    duel = table.build()
    assert not Script(duel).has("activate", SAL)


def test_the_spell_absorbing_life_against_an_attack_on_a_set_monster():
    """Q: my opponent's Battle Ox attacks my Set Magician of Faith; I answer with The Spell Absorbing
    Life. A: the Magician is turned face-up without its Flip effect, so when it is attacked it is
    already face-up: no Flip effect starts in the battle either; I gain 400 (one Effect Monster); the
    Ox destroys it (1700 vs 400 DEF)."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    mof = table.monster(0, "Magician of Faith", position="set")
    table.monster(1, "Battle Ox")
    table.grave(0, "Pot of Greed")
    table.spell_trap(0, SAL)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=mof, player=1, request="battle")
    s.pick("activate", SAL, player=0)
    _pass(duel, s)
    assert duel.request.kind != "target"
    assert lp(duel) == (8400, 8000)
    assert "Magician of Faith" in [c.name for c in duel.players[0].grave]
    assert [c.name for c in duel.players[0].hand] == []

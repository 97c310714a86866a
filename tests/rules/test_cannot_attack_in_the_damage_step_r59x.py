"""A "cannot attack" applied to the attacker after its attack was declared: in the Battle Step it
ends the attack, in the Damage Step the battle goes on (round 59x).

Sources: seed 004 §战斗阶段中的卷回 (an attack that ends before the Damage Step was still declared: the
monster counts as having attacked); yugipedia "Card Rulings:Shadow Spell" (OCG ruling, in our words:
Shadow Spell may be activated from the start of the Damage Step until before damage calculation, and
the attack of that Damage Step then continues as normal). Gravity Bind activated in the Battle Step
stops the attack (yugioh.fandom.com "Gravity Bind"; tests/cards/test_gravity_bind_*_r52v.py). Our
reading: the Damage Step's battle is under way once the step has begun, so only the Battle Step asks
whether the attacker may still attack; a change to Defense Position still stops it there as before."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table

SHS = "Shadow Spell"


def _table(rules):
    table = Table(rules=rules, turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Summoned Skull")
    table.spell_trap(0, SHS)
    table.deck(0, ["Mystical Elf"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    return table


def _finish(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_shadow_spell_at_the_attack_declaration_ends_the_attack():
    """Q: my opponent's Summoned Skull attacks me directly; I answer the declaration with my Set
    Shadow Spell on it. A: in the Battle Step it can no longer attack: the attack ends ("cannot
    attack"), no damage calculation, and I keep 8000 LP."""
    duel = _table("MR5").build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target="player", player=1)
    s.pick("activate", SHS, player=0, request="chain")
    s.pick("target", "Summoned Skull", player=0)
    _finish(s, duel)
    assert of_type(duel, "attack_ended")[-1]["reason"] == "cannot_attack"
    assert of_type(duel, "battle") == [] and lp(duel) == (8000, 8000)


def test_shadow_spell_in_the_damage_step_lets_the_direct_attack_go_on():
    """Q: my opponent's Summoned Skull attacks me directly; I let the declaration pass and, in the
    Damage Step before damage calculation, activate Shadow Spell on it. A: the battle goes on with
    the Skull at 1800 ATK: I take 1800, and no attack is ended."""
    duel = _table("MR5").build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target="player", player=1)
    s.pick("pass", player=0, request="chain")
    while duel.request.kind == "chain" and not s.has("activate", SHS):
        s.pick("pass", player=duel.request.player)
    assert duel.step == "damage"
    s.pick("activate", SHS, player=0)
    s.pick("target", "Summoned Skull", player=0)
    _finish(s, duel)
    assert of_type(duel, "attack_ended") == []
    assert [e["atk"] for e in of_type(duel, "battle")] == [1800]
    assert lp(duel) == (8000 - 1800, 8000) and grave(duel, 0) == [] and grave(duel, 1) == []

"""Dragon's Gunfire (55991637): a Normal Spell played only while you control a face-up Dragon; one
of two effects, chosen as it is activated: the opponent takes 800 damage, or it targets 1 face-up
monster on the field with 800 or less DEF and destroys it.

Sources: the card's texts in our words (yugioh-wiki.net 《火竜の火炎弾》: the OCG text since SC-45,
and today's TCG text, both ask for a face-up Dragon of yours; the destroy effect "selects" a
face-up monster with 800 or less DEF: a target); seed 000 §效果的對象 (a target that no longer
meets the text when the effect resolves is not affected: Metalmorph raising the DEF in a chain
makes the destruction do nothing); a face-down Dragon is no face-up Dragon (its text)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

DG = "Dragon's Gunfire"
BURN, DESTROY = 0, 1


def _activate(s, duel, mode):
    found = [o for o in duel.request.options if o.kind == "activate" and o.name == DG and o.effect == mode]
    assert len(found) == 1, [o.label for o in duel.request.options]
    s.answer(found[0])


def _modes(duel):
    return sorted(o.effect for o in duel.request.options if o.kind == "activate" and o.name == DG)


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _table(dragon_position="attack", opp=(), opp_traps=()):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Koumori Dragon", position=dragon_position)
    refs = [table.monster(1, name) for name in opp]
    for name in opp_traps:
        table.spell_trap(1, name)
    table.hand(0, DG)
    return table, refs


def test_dragons_gunfire_deals_800():
    """Q: I control a face-up Koumori Dragon and pick the damage effect. A: my opponent takes
    800; Dragon's Gunfire goes to the GY."""
    table, _ = _table()
    duel = table.build()
    s = Script(duel)
    _activate(s, duel, BURN)
    _pass_all(s, duel)
    assert lp(duel) == (8000, 7200) and grave(duel, 0) == [DG]


def test_dragons_gunfire_destroys_a_face_up_monster_with_800_or_less_def():
    """Q: my opponent has Thousand-Eyes Idol (0 DEF) and Battle Ox (1000 DEF). A: the destroy
    effect may target only the Idol; it is destroyed, no damage is dealt."""
    table, (idol, ox) = _table(opp=("Thousand-Eyes Idol", "Battle Ox"))
    duel = table.build()
    s = Script(duel)
    _activate(s, duel, DESTROY)
    assert {o.name for o in duel.request.options if o.kind == "target"} == {"Thousand-Eyes Idol"}
    s.pick("target", idol)
    _pass_all(s, duel)
    assert grave(duel, 1) == ["Thousand-Eyes Idol"] and lp(duel) == (8000, 8000)
    assert ox.card(duel).location == "mzone"


def test_dragons_gunfire_without_a_target_offers_only_the_damage():
    """Q: my opponent's only monster is Battle Ox (1000 DEF). A: the destroy effect has no target
    (Koumori Dragon has 1200 DEF): only the damage effect may be activated."""
    table, _ = _table(opp=("Battle Ox",))
    duel = table.build()
    assert _modes(duel) == [BURN]


def test_dragons_gunfire_needs_a_face_up_dragon():
    """Q: my only Dragon, Koumori Dragon, is Set (face-down). A: Dragon's Gunfire cannot be
    activated at all."""
    table, _ = _table(dragon_position="set", opp=("Thousand-Eyes Idol",))
    duel = table.build()
    assert _modes(duel) == []


def test_dragons_gunfire_target_raised_above_800_def_by_metalmorph_is_not_destroyed():
    """Q: I target my opponent's Sangan (600 DEF); they chain Metalmorph to it (+300: 900 DEF). A:
    at resolution Sangan no longer has 800 or less DEF: it is not destroyed."""
    table, (sangan,) = _table(opp=("Sangan",), opp_traps=("Metalmorph",))
    duel = table.build()
    s = Script(duel)
    _activate(s, duel, DESTROY)
    s.pick("target", sangan)
    s.pick("activate", "Metalmorph", player=1, request="chain")
    s.pick("target", sangan, player=1)
    _pass_all(s, duel)
    assert sangan.card(duel).location == "mzone" and duel.defense(sangan.card(duel)) == 900
    assert grave(duel, 0) == [DG]

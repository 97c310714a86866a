"""Kangaroo Champ (95789089): after damage calculation, the monster that battled it is changed to
Defense Position.

Sources: the card's text in our words (the 2005 print, FET-EN016, and today's do the same: no ERAS
entry); yugioh-wiki.net 《カンガルー・チャンプ》: a trigger effect, applied after damage calculation.
It acts while the Champ is still on the field after damage calculation, so also when that battle
destroys it (destroyed monsters leave at the end of the Damage Step, seed 004 §伤害步骤); a monster
already in Defense Position or gone stays as it is (our reading). Skill Drain negates it."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

KC = "Kangaroo Champ"


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _attacked(position="attack", skill_drain=False):
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    kc = table.monster(0, KC, position=position)
    ox = table.monster(1, "Battle Ox")
    if skill_drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", ox, target=kc, request="battle")
    _pass_all(s, duel)
    return duel, ox


def test_kangaroo_champ_destroyed_still_turns_the_attacker_to_defense():
    """Q: my Attack Position Kangaroo Champ (800) is attacked by Battle Ox (1700). A: I take 900 and
    the Champ is destroyed; the Ox ends the battle in face-up Defense Position."""
    duel, ox = _attacked()
    assert lp(duel) == (7100, 8000) and grave(duel, 0) == [KC]
    assert ox.card(duel).position == "defense"


def test_kangaroo_champ_face_down_attacked():
    """Q: my face-down Kangaroo Champ is attacked by Battle Ox. A: flipped and destroyed; the Ox goes
    to Defense Position."""
    duel, ox = _attacked(position="set")
    assert grave(duel, 0) == [KC] and ox.card(duel).position == "defense"


def test_kangaroo_champ_attacks_a_defense_monster_nothing_to_change():
    """Q: the Champ attacks a face-down Thousand-Eyes Idol (0 DEF), which it destroys. A: the Idol is
    gone: nothing to change; the Champ stays in Attack Position."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    kc = table.monster(0, KC)
    idol = table.monster(1, "Thousand-Eyes Idol", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", kc, target=idol, request="battle")
    _pass_all(s, duel)
    assert grave(duel, 1) == ["Thousand-Eyes Idol"] and kc.card(duel).position == "attack"


def test_kangaroo_champ_attacking_a_stronger_defender_turns_it():
    """Q: my Kangaroo Champ attacks Gaia The Fierce Knight (2300) in Attack Position. A: the Champ
    is destroyed and I take 1500; Gaia ends the battle in face-up Defense Position."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    kc = table.monster(0, KC)
    gaia = table.monster(1, "Gaia The Fierce Knight")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", kc, target=gaia, request="battle")
    _pass_all(s, duel)
    assert lp(duel) == (6500, 8000) and grave(duel, 0) == [KC]
    assert gaia.card(duel).position == "defense"


def test_kangaroo_champ_skill_drain_negates_it():
    """Q: my opponent's Skill Drain is face-up; their Battle Ox destroys my Kangaroo Champ. A: the
    Champ's effect is negated: the Ox stays in Attack Position."""
    duel, ox = _attacked(skill_drain=True)
    assert grave(duel, 0) == [KC] and ox.card(duel).position == "attack"

"""Amazoness Tiger (10979723): a judge's second look (round 56u) at face-down Amazoness.

Sources: yugioh-wiki.net 《アマゾネスペット虎》 (continuous effects of a face-up monster); a
face-down monster's continuous effects do not apply and a face-down monster has no name, so it
is no "Amazoness" monster (seed 000 §怪獸的表示形式). So a Set Tiger shields nothing, and a Set
Amazoness beside a face-up Tiger may be attacked (r56d's test) and does not count."""

from duelist.testing.scenario import Script, Table

TIGER = "Amazoness Tiger"
PALADIN = "Amazoness Paladin"


def test_amazoness_tiger_set_shields_nothing():
    """Q: I control a Set Amazoness Tiger and a face-up Amazoness Paladin; my opponent's Summoned
    Skull attacks. A: the Set Tiger's effects do not apply: the Paladin may be attacked (and has
    1800: only itself counts)."""
    for rules in ("GOAT", "MR5"):
        table = Table(rules=rules, turn=4, turn_player=1, phase="battle_step")
        tiger = table.monster(0, TIGER, position="set")
        paladin = table.monster(0, PALADIN)
        table.monster(1, "Summoned Skull")
        duel = table.build()
        targets = {o.target for o in Script(duel).options("attack", "Summoned Skull")}
        assert targets == {tiger.uid(duel), paladin.uid(duel)}, rules
        assert duel.atk(paladin.card(duel)) == 1800, rules

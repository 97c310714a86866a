"""Chaos Sorcerer's banishment whose target was turned face-down in answer (round 52q).

Chaos Sorcerer's text: it targets a face-up monster on the field and banishes it, and it cannot
attack in the turn it used the effect. Seed 000 §裏側表示のモンスター / the targeting rule: a target
that no longer fits what the effect targets when it resolves (no longer face-up) is not
affected; the "cannot attack" part comes with the activation (its cost side), so it holds even
though nothing was banished. (Our reading of the rule documents and the card's text.)"""

from duelist.testing.reads import banished, of_type
from duelist.testing.scenario import Script, Table


def test_book_of_moon_in_answer_saves_the_target_and_the_sorcerer_still_cannot_attack():
    """Q: my Chaos Sorcerer targets my opponent's face-up Battle Ox; they answer with Book of Moon
    on the Ox. A: the Ox is face-down when Chaos Sorcerer's effect resolves: it is not banished
    and stays Set; and Chaos Sorcerer, whose effect was used, cannot attack this turn (the
    Battle Step offers only to end the Battle Phase)."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Chaos Sorcerer", summon_kind="proc")
    ox = table.monster(1, "Battle Ox")
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Chaos Sorcerer", player=0)
    s.pick("target", ox, player=0)
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", ox, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert ox.card(duel).location == "mzone" and ox.card(duel).position == "set"
    assert banished(duel, 1) == [] and of_type(duel, "to_banished") == []
    s.pick("battle", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert [o.kind for o in duel.request.options] == ["end_battle"]

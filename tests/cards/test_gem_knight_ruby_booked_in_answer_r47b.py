"""Gem-Knight Ruby's gain needs Ruby still face-up (round 47b's mutation round).

The card's text (Tribute another Gem- monster: this card gains that monster's ATK until the
end of the turn) and seed 000 §效果的處理: a monster turned face-down in
answer to its effect is no longer the face-up card that activated it, so it gains nothing;
Flip Summoned again (Book of Moon's rulings allow it that turn) it has its own 2500 ATK."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def test_gem_knight_ruby_turned_face_down_in_answer_gains_nothing():
    """Q: Gem-Knight Ruby Tributes Gem-Knight Garnet; my opponent chains Book of Moon on Ruby.
    When I Flip Summon Ruby again this turn, what is its ATK? A: 2500: its effect did not
    apply; Garnet stays in the GY (the cost is paid)."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    ruby = table.monster(0, "Gem-Knight Ruby", summon_kind="fusion")
    table.monster(0, "Gem-Knight Garnet")
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Gem-Knight Ruby")
    s.pick("select", "Gem-Knight Garnet")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", ruby, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert ruby.card(duel).position == "set" and grave(duel, 0) == ["Gem-Knight Garnet"]
    s.pick("flip_summon", "Gem-Knight Ruby")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert ruby.card(duel).position == "attack" and duel.atk(ruby.card(duel)) == 2500

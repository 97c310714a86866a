"""Lord of D.'s continuous effect applies from the moment it is face-up, even in the middle of a
chain (seed 000 §效果分類 › 永續效果), but what it forbids is choosing a Dragon as a target: an
effect that already targeted a Dragon before it arrived still applies to that Dragon when it
resolves (yugioh-wiki.net 《ロード・オブ・ドラゴン－ドラゴンの支配者－》: it cannot negate an effect
already activated; Lord of D. brought out by Call of the Haunted in a chain to a targeting
effect does not stop it). Its protection is "cannot be targeted", not "unaffected"."""

from duelist.testing.scenario import Script, Table


def _book_of_moon_on_koumori_dragon():
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(1, "Koumori Dragon")
    table.grave(1, "Lord of D.")
    table.spell_trap(1, "Call of the Haunted")
    table.hand(0, "Book of Moon")
    for player in (0, 1):
        table.deck(player, ["Beaver Warrior"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Moon")
    s.pick("target", "Koumori Dragon", request="target")
    return duel, s


def test_lord_of_d_revived_above_book_of_moon_does_not_stop_it():
    """Q: I target my opponent's Koumori Dragon with Book of Moon; they chain Call of the Haunted
    and revive Lord of D. Does Koumori Dragon still turn face-down? A: yes: the Dragon was
    targeted before Lord of D. came, and Lord of D. only forbids new targets."""
    duel, s = _book_of_moon_on_koumori_dragon()
    s.pick("activate", "Call of the Haunted", player=1)
    s.pick("target", "Lord of D.", request="target")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert [(c.name, c.position) for c in duel.monsters(1)] == [
        ("Koumori Dragon", "set"), ("Lord of D.", "attack")]


def test_with_lord_of_d_face_up_book_of_moon_cannot_target_the_dragon():
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(1, "Koumori Dragon")
    table.monster(1, "Lord of D.")
    table.hand(0, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Moon")
    assert [o.name for o in duel.request.options] == ["Lord of D."]

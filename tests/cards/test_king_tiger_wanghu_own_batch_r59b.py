"""King Tiger Wanghu (83986578) under today's rules: its trigger answers the Summon that started it,
even one made in the middle of a chain (round 59b).

Sources: seed 000 §誘發效果 (a trigger whose happening came about in the middle of a chain is
activated once the chain has resolved, and answers that happening); today's OCG text, in our
words (yugioh-wiki.net 《王虎ワンフー》: each time monsters of 1400 or less ATK are Summoned while
it is on the field, it destroys them); the PGD-era ruling that Scapegoat's Tokens are destroyed
(shuffleandcut.com PGD-004). The window after the chain opens on Pot of Greed's draw; the trigger
reads its own batch (`ctx.happenings`), not that window's."""

from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table

KTW = "King Tiger Wanghu"


def _play_out(s, duel):
    for _ in range(40):
        r = duel.request
        if r is None or r.kind == "idle":
            return
        if r.kind == "chain":
            s.pick("pass", player=r.player)
        else:
            s.answer(r.options[0])


def test_wanghu_destroys_scapegoats_tokens_chained_to_pot_of_greed_today():
    """Q: Under today's rules I activate Pot of Greed and chain Scapegoat while my opponent controls
    Wanghu. Scapegoat makes 4 Sheep Tokens, then Pot of Greed draws 2. A: After the chain, Wanghu's
    trigger is Chain Link 1 of a new chain and destroys the four Tokens; I keep the 2 cards drawn."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Pot of Greed")
    table.spell_trap(0, "Scapegoat")
    table.deck(0, ["Giant Rat", "Battle Ox", "Celtic Guardian"])
    table.monster(1, KTW)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed")
    s.pick("activate", "Scapegoat", player=0)
    _play_out(s, duel)
    chains = [(e["link"], e["name"]) for e in of_type(duel, "chain")]
    assert chains == [(1, "Pot of Greed"), (2, "Scapegoat"), (1, KTW)]
    destroyed = of_type(duel, "destroyed")
    assert len(destroyed) == 4 and field_monsters(duel, 0) == []
    assert field_monsters(duel, 1) == [KTW]
    assert sorted(grave(duel, 0)) == ["Pot of Greed", "Scapegoat"]
    assert len(duel.players[0].hand) == 2
